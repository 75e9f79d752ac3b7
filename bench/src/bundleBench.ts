import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '..', '..', 'apps', 'web', 'dist');
const BUDGET_KB = 90;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * Gzipped JS a journey step route loads: the entry, its static imports, and the journey
 * route's lazy chunk with its static imports (read from Vite's build manifest).
 */
export function bundleBench(): void {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('no entry in the manifest');
  const journeyKey = Object.keys(manifest).find((k) => /journey\/JourneyPage/i.test(k));
  if (!journeyKey) throw new Error('no JourneyPage chunk in the manifest');
  const files = new Set<string>();
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) collect(dep);
  };
  collect(entryKey);
  collect(journeyKey);
  let total = 0;
  const rows: string[] = [];
  for (const file of files) {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += size;
    rows.push(`    ${(size / 1024).toFixed(1).padStart(6)} KB  ${file}`);
  }
  const kb = total / 1024;
  console.log(
    `journey step route JS: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB, ${kb <= BUDGET_KB ? 'within' : 'OVER'})`,
  );
  for (const row of rows) console.log(row);
}
