import { describe, expect, it } from 'vitest';
import { mediaConfig } from '../../server/config';

describe('MEDIA_STORE configuration', () => {
  it('keeps media on disk by default', () => {
    expect(mediaConfig({})).toEqual({ driver: 'disk' });
    expect(mediaConfig({ MEDIA_STORE: 'disk' })).toEqual({ driver: 'disk' });
  });

  it('reads an S3 bucket, prefix, endpoint, region and credentials; path-style by default only with an endpoint', () => {
    expect(
      mediaConfig({
        MEDIA_STORE: 's3://trendloom-media/prod/media/',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'cn-east-1',
        AWS_ACCESS_KEY_ID: 'id',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toEqual({
      driver: 's3',
      bucket: 'trendloom-media',
      prefix: 'prod/media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'cn-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(mediaConfig({ MEDIA_STORE: 's3://bucket', AWS_REGION: 'eu-west-1' })).toMatchObject({
      bucket: 'bucket',
      prefix: '',
      endpoint: undefined,
      region: 'eu-west-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(mediaConfig({ MEDIA_STORE: 's3://bucket/p', S3_ENDPOINT: 'https://oss-cn-shanghai.aliyuncs.com', S3_FORCE_PATH_STYLE: 'false' })).toMatchObject({
      forcePathStyle: false,
    });
  });

  it('refuses a malformed store and half a key pair', () => {
    expect(() => mediaConfig({ MEDIA_STORE: 'gs://bucket' })).toThrow('MEDIA_STORE must be');
    expect(() => mediaConfig({ MEDIA_STORE: 's3://Bad_Bucket' })).toThrow('MEDIA_STORE must be');
    expect(() => mediaConfig({ MEDIA_STORE: 's3://bucket', AWS_ACCESS_KEY_ID: 'id' })).toThrow('AWS_SECRET_ACCESS_KEY');
  });
});
