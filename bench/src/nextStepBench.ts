import type { JourneyDef } from '@tara/core';
import {
  advance,
  journeyState,
  journeys,
  sampleCallResult,
  samplePath,
  settleSample,
  submitStep,
} from '@tara/core';
import { median, percentile } from './stats.js';

/**
 * Next-step evaluation time for the largest journey: `advance` from every step with the
 * answers of a full walk, and a whole `submitStep` (validation + transition) per step.
 */
export function nextStepBench(): void {
  const largest = [...journeys].sort((a, b) => b.steps.length - a.steps.length)[0] as JourneyDef;
  const path = samplePath(largest.prefix, 'default') ?? samplePath(largest.prefix, 'salaried');
  const env = { today: new Date() };
  let state = journeyState(largest);
  const states = [];
  for (const [stepId, values] of path) {
    // Partner calls answer with the journey's sample outcomes; a wait is settled at once.
    const call = sampleCallResult(largest, state, stepId, values);
    const r = submitStep(largest, state, stepId, values, { env, ...(call ? { call } : {}) });
    if (!r.ok) throw new Error(`${largest.prefix}/${stepId}: ${r.errors.join(' ')}`);
    states.push({ before: state, stepId, values, call });
    state = settleSample(largest, r.state)?.state ?? r.state;
  }
  const advanceNs: number[] = [];
  const submitNs: number[] = [];
  for (let round = 0; round < 2000; round++) {
    for (const s of states) {
      let t = process.hrtime.bigint();
      advance(largest, s.stepId, state.answers, {}, state.calls);
      advanceNs.push(Number(process.hrtime.bigint() - t));
      t = process.hrtime.bigint();
      submitStep(largest, s.before, s.stepId, s.values, {
        env,
        ...(s.call ? { call: s.call } : {}),
      });
      submitNs.push(Number(process.hrtime.bigint() - t));
    }
  }
  const us = (ns: number) => (ns / 1000).toFixed(2);
  console.log(
    `next-step evaluation, largest journey ${largest.prefix} (${largest.steps.length} steps):`,
  );
  console.log(
    `  advance:    median ${us(median(advanceNs))} µs, p99 ${us(percentile(advanceNs, 99))} µs (${advanceNs.length} calls)`,
  );
  console.log(
    `  submitStep: median ${us(median(submitNs))} µs, p99 ${us(percentile(submitNs, 99))} µs (validation + transition)`,
  );
}
