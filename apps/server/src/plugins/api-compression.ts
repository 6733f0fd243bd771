import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers below this size go out as they are: compressing them costs more than it saves. */
const apiCompressionThreshold = 1024;

/**
 * API answers compressed by @fastify/compress, brotli or gzip per Accept-Encoding, from 1 KB on
 * (decision 023). Brotli quality 4: about gzip's CPU cost for a smaller answer; quality 11 is for
 * the files compressed once at build time. Compressed request bodies are not accepted.
 */
export const apiCompression = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: apiCompressionThreshold,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'portail-compression' },
);
