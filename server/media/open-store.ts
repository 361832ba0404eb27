import { join } from 'node:path';
import type { Config } from '../config';
import { S3Store } from './s3-store';
import { LocalDiskStore, type MediaStore } from './store';

/** The media store the configuration names: DATA_DIR/media on disk (default) or MEDIA_STORE=s3://bucket/prefix. */
export function openMediaStore(config: Pick<Config, 'media' | 'dataDir'>): MediaStore {
  return config.media.driver === 's3' ? new S3Store(config.media) : new LocalDiskStore(join(config.dataDir, 'media'));
}
