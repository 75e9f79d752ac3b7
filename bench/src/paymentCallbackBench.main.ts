import { paymentCallbackBench } from './paymentCallbackBench.js';

// `npm run bench:payments -w @tara/bench`: payment callbacks verified per second (BENCH_SECONDS).
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
await paymentCallbackBench('pglite', seconds);
if (process.env.DATABASE_URL) await paymentCallbackBench('postgres', seconds);
