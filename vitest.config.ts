import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests run on the TypeScript sources of @tara/core (package export condition `source`), in
// the browser-like and in the server (SSR) resolution alike, never on a stale dist build.
const resolve = { conditions: ['source', ...defaultClientConditions] };
const ssr = { resolve: { conditions: ['source', ...defaultServerConditions] } };

export default defineConfig({
  resolve,
  ssr,
  test: {
    projects: [
      {
        resolve,
        ssr,
        test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
      { test: { name: 'tools', include: ['tools/**/*.test.ts'], testTimeout: 60_000 } },
    ],
  },
});
