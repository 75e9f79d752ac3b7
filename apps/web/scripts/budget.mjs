// Prints the JS each route loads (entry + shared chunks + the route's chunk, from Vite's
// manifest) as the browser downloads it — the build's brotli files, which the server sends
// as they are (decision 017) — and gzipped, and fails when the journey step route's brotli
// bytes are over the budget. Run after `npm run build -w @tara/web`: `npm run budget -w @tara/web`.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET = 90_000; // bytes downloaded (brotli), 90 KB
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
/** The size of the build's precompressed file (apps/web/vite/precompress.ts). */
const size = (file, ext) => statSync(join(dist, `${file}.${ext}`)).size;

/** The chunks a manifest entry loads statically, itself included. */
function closure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, into);
  return into;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
// A route's page, and what else it always loads on first paint: the header and the tray
// (src/app/Chrome.tsx) wherever either shows. Journey steps show neither.
const CHROME = 'src/app/Chrome.tsx';
const routes = {
  'journey step (/<prefix>/:stepId)': ['src/journey/JourneyPage.tsx'],
  'home (/)': ['src/features/pages/HomePage.tsx', CHROME],
  'offers (/credit-card/offers)': ['src/features/cards/offers/OffersPage.tsx', CHROME],
  'login (/login)': ['src/features/auth/LoginPage.tsx'],
  'instant apply (/credit-cards/:alias/:slug/instant-apply/about-you)': [
    'src/features/cards/instantApply/InstantApplyPage.tsx',
  ],
};
let over = false;
for (const [name, [key, ...also]] of Object.entries(routes)) {
  let chunks = closure(key, closure(entry));
  for (const extra of also) chunks = closure(extra, chunks);
  const files = [...chunks].map((k) => manifest[k].file);
  const br = files.reduce((sum, file) => sum + size(file, 'br'), 0);
  const gz = files.reduce((sum, file) => sum + size(file, 'gz'), 0);
  console.log(
    `${name}: ${br} bytes brotli (${(br / 1000).toFixed(1)} KB), ${gz} gzipped (${(gz / 1000).toFixed(1)} KB)`,
  );
  for (const file of files) {
    console.log(
      `  ${String(size(file, 'br')).padStart(6)}  ${String(size(file, 'gz')).padStart(6)}  ${file}`,
    );
  }
  if (key.includes('JourneyPage') && br > BUDGET) over = true;
}
if (over) {
  console.error(`The journey step route is over its ${BUDGET / 1000} KB budget (brotli).`);
  process.exit(1);
}
