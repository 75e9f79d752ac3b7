// Prints the gzipped JS each route loads (entry + shared chunks + the route's chunk, from
// Vite's manifest) and fails when the journey step route is over its budget.
// Run after `npm run build -w @tara/web`: `npm run budget -w @tara/web`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET = 90_000; // bytes, gzipped (90 KB)
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;

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
  'journey step (/credit-cards/:alias/:stepId)': ['src/journey/JourneyPage.tsx'],
  'home (/)': ['src/features/home/HomePage.tsx', CHROME],
  'offers (/credit-card/offers)': ['src/features/offers/OffersPage.tsx', CHROME],
  'login (/login)': ['src/features/auth/LoginPage.tsx'],
  'instant apply (/credit-cards/:alias/:slug/instant-apply/about-you)': [
    'src/features/instantApply/InstantApplyPage.tsx',
  ],
};
let over = false;
for (const [name, [key, ...also]] of Object.entries(routes)) {
  let chunks = closure(key, closure(entry));
  for (const extra of also) chunks = closure(extra, chunks);
  const sizes = [...chunks].map((k) => [manifest[k].file, gz(manifest[k].file)]);
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  console.log(`${name}: ${total} bytes gzipped (${(total / 1000).toFixed(1)} KB)`);
  for (const [file, size] of sizes) console.log(`  ${String(size).padStart(6)}  ${file}`);
  if (key.includes('JourneyPage') && total > BUDGET) over = true;
}
if (over) {
  console.error(`The journey step route is over its ${BUDGET / 1000} KB budget.`);
  process.exit(1);
}
