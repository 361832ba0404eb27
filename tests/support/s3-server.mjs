// An S3-protocol server (s3rver) for the tests, in a process of its own like a real MinIO.
// Started by tests/support/s3.ts with --openssl-legacy-provider: s3rver makes the list
// continuation tokens with DES, which Node 20's OpenSSL 3 only has in its legacy provider.
// Usage: node --openssl-legacy-provider tests/support/s3-server.mjs DIR BUCKET[,BUCKET…]
import S3rver from 's3rver';

const [directory, buckets = 'media'] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: !process.env.S3RVER_LOG,
  directory,
  configureBuckets: buckets.split(',').map((name) => ({ name, configs: [] })),
});
server.run().then(({ port }) => process.stdout.write(`${JSON.stringify({ port })}\n`));
process.on('SIGTERM', () => server.close().finally(() => process.exit(0)));
