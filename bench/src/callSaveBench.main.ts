import { callSaveBench } from './callSaveBench.js';

// `npm run bench:calls -w @tara/bench`: lead saves with a partner call alone (BENCH_SECONDS).
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
await callSaveBench('pglite', seconds);
if (process.env.DATABASE_URL) await callSaveBench('postgres', seconds);
