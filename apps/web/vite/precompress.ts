import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed formats already. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) beside every text
 * file of the build, once, at the top levels a per-request compressor cannot afford; the API
 * sends the one the browser accepts as it is (@fastify/static `preCompressed`, decision 017).
 * Every text file gets both, even a tiny one a few bytes larger for it, so the server never
 * has to compress a web asset per request.
 */
export function precompress(): Plugin {
  return {
    name: 'tara:precompress',
    apply: 'build',
    writeBundle(options) {
      if (!options.dir) return;
      for (const file of textFiles(options.dir)) {
        const source = readFileSync(file);
        const br = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        writeFileSync(`${file}.br`, br);
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/** The text files below `dir`, dot folders (Vite's manifest) left out: they are not served. */
function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && TEXT.test(e.name) && !/(^|[\\/])\./.test(e.parentPath))
    .map((e) => join(e.parentPath, e.name));
}
