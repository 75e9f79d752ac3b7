import { bundleBench } from './bundleBench.js';
import { callSaveBench } from './callSaveBench.js';
import { leadSaveBench } from './leadSaveBench.js';
import { nextStepBench } from './nextStepBench.js';
import { paymentCallbackBench } from './paymentCallbackBench.js';
import { surveyCompareBench } from './surveyCompareBench.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

nextStepBench();
surveyCompareBench();
bundleBench();
await leadSaveBench('pglite', seconds);
if (process.env.DATABASE_URL) await leadSaveBench('postgres', seconds);
else console.log('lead save on postgres: skipped (set DATABASE_URL)');
await callSaveBench('pglite', seconds);
if (process.env.DATABASE_URL) await callSaveBench('postgres', seconds);
await paymentCallbackBench('pglite', seconds);
if (process.env.DATABASE_URL) await paymentCallbackBench('postgres', seconds);
await (await import('./recommendBench.js')).recommendBench();
await (await import('./loanEligibilityBench.js')).loanEligibilityBench();
await (await import('./lighthouseBench.js')).lighthouseBench();
