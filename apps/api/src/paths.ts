import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's root (the folder of its package.json), found by walking up from this
 * file, so paths resolve the same from `src/` (tests, tsx) and from `dist/` (node).
 */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@tara/api') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @tara/api package root');
    dir = parent;
  }
}

export const migrationsFolder = (): string => join(packageRoot(), 'drizzle');

export const defaultWebDist = (): string => resolve(packageRoot(), '../web/dist');
