import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './vite/precompress';

// Budget: the JS a journey step loads stays under 90 KB as downloaded (brotli; README).
// React is most of it. Chunking (decision 008): what the first paint needs (React, the router, the shell:
// session, flags, shell rules, route tables) stays in the entry chunk; left alone, Rolldown
// moved React and the request client into shared chunks (+1 KB on the journey step). Small
// app parts pages share (links, back bar) and core's formatINR, formatPercent, maskLastFour and
// maskMobile are one chunk (formatINR was its own, 262 bytes behind ~470 bytes of response headers; the masks,
// shared by the journey and the profile pages, would be another); core's engine and validation
// one chunk (journeys, login, partner form).
// Module preload is on (decision 017): a route's chunk and the chunks it imports are fetched
// in one wave instead of one round trip per level of imports (home had three levels), for
// ~1.4 KB of Vite's preload helper; it replaced a plugin that reduced the helper to import().

// The API serves dist/ at / with an SPA fallback; the browser talks to it under /api.
export default defineConfig({
  base: '/',
  plugins: [react(), precompress()],
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
    // One small stylesheet (~3 KB gzipped) for every route.
    cssCodeSplit: false,
    // Every browser we serve supports <link rel="modulepreload">; no polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 4 },
            {
              name: 'shell',
              test: /(src[\\/]app[\\/](AppLink|Icon|useBack|PageBar|pageBackTarget)|packages[\\/]core[\\/]src[\\/]format[\\/](formatINR|formatPercent|maskLastFour|maskMobile))\./,
              priority: 3,
            },
            {
              // The page hooks (title, loader): one chunk the pages share, apart from the
              // journey step's (useLoad was a chunk of its own, one more name in every route's
              // preload list in the entry chunk).
              name: 'pageHooks',
              test: /src[\\/](app[\\/]documentTitle|lib[\\/]useLoad)\./,
              priority: 2,
            },
            {
              // With core's formatPaise, which the journey step's facts use: it came in as a
              // dependency of the rules until group health's plan cards moved out of them
              // (decision 083); alone it would be one more chunk on the step.
              name: 'rules',
              test: /packages[\\/]core[\\/]src[\\/](engine[\\/]|validation[\\/]|payments[\\/]paise\.)/,
              priority: 1,
            },
            {
              // Core's insurance records and their tax words: one chunk the insurance pages
              // share (decision 083), not one per module named in the entry's preload lists.
              name: 'insurance',
              test: /packages[\\/]core[\\/]src[\\/](insurance[\\/]|payments[\\/](insuranceGstRule|withGstText)\.|format[\\/]formatDate\.)/,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  // `npm run dev`: the API runs beside on PORT (8080); the dev server hands /api to it, so
  // the app calls the same relative URLs as in production.
  server: {
    proxy: { '/api': process.env.API_ORIGIN ?? 'http://127.0.0.1:8080' },
  },
});
