// Valid sample answers, so API and browser tests can walk any journey without knowing its
// fields. `sampleAnswers` fills one step; `samplePath` walks a named branch to a last step.

import { getStep } from '../engine/findStep.js';
import { journeyState } from '../engine/journeyState.js';
import type { NextResult } from '../engine/nextStep.js';
import { askedKeys, stepFields } from '../engine/stepFields.js';
import { evaluateCondition } from '../journeyModel/evaluateCondition.js';
import type { Answers, AnswerValue, JourneyContext, JourneyDef } from '../journeyModel/types.js';
import { SAMPLE_VALUES } from '../journeys/sampleValues.js';
import { PRODUCTS } from './catalogue.js';
import { findJourney } from './journeyRegistry.js';
import { applySampleStep } from './sampleCalls.js';

/**
 * Named walks per journey prefix (the answers that differ from `SAMPLE_VALUES`), gathered from
 * the product descriptors' samples: each journey's walks are kept beside it.
 */
export const SAMPLE_BRANCHES: Record<
  string,
  Readonly<Record<string, Answers>>
> = Object.fromEntries(
  PRODUCTS.flatMap((product) =>
    Object.entries(product.samples).map(([prefix, samples]) => [prefix, samples.branches]),
  ),
);

function journeyOf(prefix: string): JourneyDef {
  const journey = findJourney(prefix);
  if (!journey) throw new Error(`No journey ${prefix}`);
  return journey;
}

function branchOf(prefix: string, branch: string): Answers {
  const overrides = SAMPLE_BRANCHES[prefix]?.[branch];
  if (!overrides) throw new Error(`No sample branch ${branch} for ${prefix}`);
  return overrides;
}

/**
 * Valid values for the visible fields of one step, as a client would submit them (what a
 * lookup derives, a pincode's city or an IFSC's bank, is the server's). `answers` are the
 * earlier answers, used to decide which fields are shown; `branch` picks a named walk's values.
 */
export function sampleAnswers(
  prefix: string,
  stepId: string,
  options: { branch?: string; answers?: Answers } = {},
): Answers {
  const step = getStep(journeyOf(prefix), stepId);
  const pool: Answers = { ...SAMPLE_VALUES, ...branchOf(prefix, options.branch ?? 'default') };
  const values: Answers = {};
  for (const field of step.fields) {
    for (const key of askedKeys(field)) {
      const value: AnswerValue | undefined = pool[key];
      if (value !== undefined) values[key] = value;
    }
  }
  const seen = { ...pool, ...options.answers, ...values };
  for (const field of step.fields) {
    if (field.showWhen && !evaluateCondition(field.showWhen, seen)) {
      for (const key of stepFields(field)) delete values[key];
    }
  }
  return values;
}

/**
 * The ordered steps and values of a named walk, from the first step to a last step (or an
 * exit). Each step is saved through the engine as the server saves it: a step's partner call
 * answers the walk's sample outcome (`SAMPLE_OUTCOMES`), a waiting call is settled with it.
 */
export function samplePath(
  prefix: string,
  branch = 'default',
  context: JourneyContext = {},
): [string, Answers][] {
  const journey = journeyOf(prefix);
  branchOf(prefix, branch);
  const path: [string, Answers][] = [];
  let state = journeyState(journey, {}, context);
  let next: NextResult =
    state.current === null
      ? { type: 'final', route: journey.finalRoute }
      : { type: 'step', stepId: state.current };
  while (next.type === 'step') {
    if (path.length > journey.steps.length) throw new Error(`${prefix}: sample path loops`);
    const stepId = next.stepId;
    const values = sampleAnswers(prefix, stepId, { branch, answers: state.answers });
    path.push([stepId, values]);
    const applied = applySampleStep(journey, state, stepId, values, { branch, context });
    state = applied.state;
    next = applied.next;
  }
  if (next.type === 'unmatched') throw new Error(`${prefix}/${branch}: ${next.message}`);
  if (next.type === 'wait') throw new Error(`${prefix}/${branch}: still waiting on ${next.call}`);
  return path;
}
