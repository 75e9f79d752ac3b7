import { RAISED_IP_LIMITS, withBenchServer } from './benchServer.js';
import { bookingRace } from './races/bookingRace.js';
import { instantApplyRace } from './races/instantApplyRace.js';
import { payInitRace } from './races/payInitRace.js';
import type { Race } from './races/race.js';

// `npm run races -w @tara/bench` (after `npm run build`): issue 20's race items rerun with
// RACE_CLIENTS (20) concurrent clients against the built server, on PGlite and, when
// DATABASE_URL is set, on PostgreSQL; prints the counts as a table.

const RACES: Record<string, Race> = {
  'item 1 · instant apply': instantApplyRace,
  'item 8 · pay/init': payInitRace,
  'item 10 · booking': bookingRace,
};

const clients = Number(process.env.RACE_CLIENTS ?? 20);
async function runAll(kind: 'pglite' | 'postgres'): Promise<Map<string, number>> {
  return withBenchServer(kind, RAISED_IP_LIMITS, async (baseUrl) => {
    const figures = new Map<string, number>();
    for (const [name, race] of Object.entries(RACES)) {
      const counts = await race(baseUrl, clients);
      for (const [what, n] of Object.entries(counts)) figures.set(`${name} · ${what}`, n);
    }
    return figures;
  });
}

const kinds: ('pglite' | 'postgres')[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];
const columns = new Map<string, Map<string, number>>();
for (const kind of kinds) columns.set(kind, await runAll(kind));

const rows = [...new Set([...columns.values()].flatMap((c) => [...c.keys()]))];
const width = Math.max(...rows.map((r) => r.length));
console.log(`races with ${clients} concurrent clients`);
console.log(`${''.padEnd(width)}  ${kinds.map((k) => k.padStart(8)).join('  ')}`);
for (const row of rows) {
  const cells = kinds.map((k) => String(columns.get(k)?.get(row) ?? '–').padStart(8));
  console.log(`${row.padEnd(width)}  ${cells.join('  ')}`);
}
