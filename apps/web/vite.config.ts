import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './vite/precompress';

// Budget: the JS a journey step loads stays under 90 KB gzipped (README). React takes ~68 KB
// of it. Chunking (decision 008): what the first paint needs (React, the router, the shell:
// session, flags, shell rules, route tables) stays in the entry chunk; left alone, Rolldown
// moved React and the request client into shared chunks (+1 KB on the journey step). Small
// app parts pages share (links, back bar) are one chunk; core's engine and validation one
// chunk (journeys, login, partner form); formatINR its own (offers need nothing else of core).

const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * With `modulePreload: false` and one stylesheet, Vite's dynamic-import helper has nothing
 * to preload; what is left of it (1.7 KB) only rethrows a failed import, as a plain import()
 * does. This replaces it with exactly that.
 */
function plainDynamicImport(): Plugin {
  return {
    name: 'tara:plain-dynamic-import',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === PRELOAD_HELPER ? id : null),
    load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (f) => f();' : null),
  };
}

// The API serves dist/ at / with an SPA fallback; the browser talks to it under /api.
export default defineConfig({
  base: '/',
  plugins: [react(), plainDynamicImport(), precompress()],
  resolve: {
    // `source` makes @tara/core resolve to its TypeScript sources (no core build needed).
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    target: 'es2020',
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    // One small stylesheet (~3 KB gzipped) for every route; no preload bookkeeping in JS.
    cssCodeSplit: false,
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 4 },
            {
              name: 'shell',
              test: /src[\\/]app[\\/](AppLink|Icon|useBack|PageBar|pageBackTarget)\./,
              priority: 3,
            },
            {
              name: 'format',
              test: /packages[\\/]core[\\/]src[\\/]format[\\/]formatINR/,
              priority: 2,
            },
            {
              name: 'rules',
              test: /packages[\\/]core[\\/]src[\\/](engine|validation)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
