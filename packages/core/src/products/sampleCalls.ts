// Partner-call outcomes of the sample walks, so a walk passes each call's result to the engine
// as the server does (decision 019): ask `stepCall`, answer with the walk's sample outcome, and
// settle a waiting call with it. Generic: the outcomes are data, by journey prefix and branch.
import { type AppliedStep, applyStep, type CallResult } from '../engine/applyStep.js';
import type { JourneyState } from '../engine/journeyState.js';
import { settleCall } from '../engine/settleCall.js';
import { stepCall } from '../engine/stepCall.js';
import type { Answers, JourneyContext, JourneyDef } from '../journeyModel/types.js';
import { PRODUCTS } from './catalogue.js';

/**
 * Journey prefix → branch → call name → the outcome the call gives on that walk, gathered from
 * the product descriptors' samples.
 */
export const SAMPLE_OUTCOMES: Record<
  string,
  Readonly<Record<string, Readonly<Record<string, string>>>>
> = Object.fromEntries(
  PRODUCTS.flatMap((product) =>
    Object.entries(product.samples).map(([prefix, samples]) => [prefix, samples.outcomes]),
  ),
);

/** When a sample walk's waiting call started: fixed, so walks are repeatable. */
export const SAMPLE_SINCE = '2026-11-21T10:00:00.000Z';

export interface SampleCallOptions {
  /** The named walk (`SAMPLE_BRANCHES`), 'default' when absent. */
  branch?: string;
  context?: JourneyContext;
  /** The start of a waiting call, `SAMPLE_SINCE` when absent. */
  since?: string;
}

/** The outcome call `callName` gives on a sample walk; throws when the walk names none. */
export function sampleOutcome(prefix: string, branch: string, callName: string): string {
  const outcome = SAMPLE_OUTCOMES[prefix]?.[branch]?.[callName];
  if (outcome === undefined) {
    throw new Error(`No sample outcome of ${callName} for ${prefix} ${branch}`);
  }
  return outcome;
}

/**
 * The call result the server would pass when saving `stepId` with `values` on a sample walk:
 * undefined when the step makes no call now, pending for a call that waits (then
 * `settleSample`), otherwise the walk's outcome.
 */
export function sampleCallResult(
  journey: JourneyDef,
  state: JourneyState,
  stepId: string,
  values: Answers,
  options: SampleCallOptions = {},
): CallResult | undefined {
  const call = stepCall(journey, state, stepId, values, options.context);
  if (!call) return undefined;
  if (call.wait) return { pending: true, since: options.since ?? SAMPLE_SINCE };
  return { outcome: sampleOutcome(journey.prefix, options.branch ?? 'default', call.name) };
}

/** The waiting call of `state` settled with the walk's outcome; null when nothing waits. */
export function settleSample(
  journey: JourneyDef,
  state: JourneyState,
  options: SampleCallOptions = {},
): AppliedStep | null {
  const pending = state.pending;
  if (!pending) return null;
  const outcome = sampleOutcome(journey.prefix, options.branch ?? 'default', pending.call);
  const settled = settleCall(journey, state, pending.call, outcome, undefined, options.context);
  return settled.changed ? settled : null;
}

/**
 * One step of a sample walk saved as the server saves it: `applyStep` with the step's call
 * result, a waiting call settled at once with its sample outcome.
 */
export function applySampleStep(
  journey: JourneyDef,
  state: JourneyState,
  stepId: string,
  values: Answers,
  options: SampleCallOptions = {},
): AppliedStep {
  const result = sampleCallResult(journey, state, stepId, values, options);
  const applied = applyStep(journey, state, stepId, values, options.context, result);
  return settleSample(journey, applied.state, options) ?? applied;
}
