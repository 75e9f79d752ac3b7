import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * On-the-fly compression of what the handlers answer (JSON, the SPA fallback's HTML) above
 * 1 KB, brotli preferred over gzip, with `Vary: Accept-Encoding` (decision 017). Fast levels:
 * brotli 4 and gzip 6 cost about a millisecond on our largest answer (the card list) and
 * keep most of the saving; the web assets are compressed at build time at the top levels
 * and served as they are (`preCompressed`, staticWeb.ts), which this leaves alone (they
 * already carry Content-Encoding). Request bodies are not decompressed: no client sends
 * compressed bodies, and the idempotency hash is taken over the bytes as received.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
