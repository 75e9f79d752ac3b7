import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
 * The JS a journey step route loads — the entry, its static imports, and the journey route's
 * lazy chunk with its static imports (read from Vite's build manifest) — as the browser
 * downloads it (the build's brotli files, sent as they are; the budget is on these) and
 * gzipped (the build's .gz files, for a browser without brotli).
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
  const size = (file: string, ext: 'br' | 'gz') => statSync(join(dist, `${file}.${ext}`)).size;
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
  let br = 0;
  let gz = 0;
  const rows: string[] = [];
  for (const file of files) {
    br += size(file, 'br');
    gz += size(file, 'gz');
    rows.push(`    ${kb(size(file, 'br'))} KB br  ${kb(size(file, 'gz'))} KB gz  ${file}`);
  }
  const within = br / 1024 <= BUDGET_KB;
  console.log(
    `journey step route JS: ${kb(br).trim()} KB brotli, ${kb(gz).trim()} KB gzipped (budget ${BUDGET_KB} KB brotli, ${within ? 'within' : 'OVER'})`,
  );
  for (const row of rows) console.log(row);
}
