import { constants } from 'node:zlib';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * On-the-fly compression for JSON answers only. Static files have precompressed copies from the
 * build (server/http/static.ts); media is already compressed, and /download/* streams zips that
 * must keep streaming — so no route is compressed unless it opts in with {@link COMPRESSED_JSON}.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: false,
    // Compressed request bodies are not accepted: a small zip bomb must not inflate inside the body limit.
    globalDecompression: false,
  });
}

/**
 * Route option for JSON answers: brotli at a low quality (fast, still far smaller than gzip -6 on
 * this JSON), gzip for clients without brotli, nothing below 1 KiB where headers outweigh the gain.
 */
export const COMPRESSED_JSON: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
  zlibOptions: { level: 6 },
};
