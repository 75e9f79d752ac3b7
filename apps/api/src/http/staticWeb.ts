import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_ONLY_HEADERS } from './securityHeaders.js';

/**
 * Serves the built web app when its folder exists: hashed assets under /assets cached for a
 * year, index.html never cached. Returns whether the SPA is served (for the 404 fallback).
 * The build writes a .br and a .gz beside each text asset; the one the browser accepts is
 * sent as it is (`preCompressed`), so nothing is compressed per request (decision 017).
 * A hashed script or stylesheet goes without the headers only documents read.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, path) => {
      // Caches must key on it: the same URL is sent as brotli, gzip or plain.
      res.setHeader('vary', 'Accept-Encoding');
      const immutable = path.startsWith(join(webDist, 'assets'));
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // @fastify/static hands over the raw response; its type names only get/setHeader.
      if (immutable && SCRIPT_OR_STYLE.test(path) && 'removeHeader' in res) {
        const raw = res as unknown as ServerResponse;
        for (const name of DOCUMENT_ONLY_HEADERS) raw.removeHeader(name);
      }
    },
  });
  return true;
}

/** A built script or stylesheet, as sent plain or precompressed. */
const SCRIPT_OR_STYLE = /\.(js|css)(\.br|\.gz)?$/;
