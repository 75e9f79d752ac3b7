// Helpers for the business-loan walk tests: a lead placed at any step by walking a sample path
// through `submitStep` (each call answered by the walk's sample outcome), and one save with an
// explicit call result, as the API makes it.
import type { AppliedStep, CallResult } from '../../engine/applyStep.js';
import type { JourneyState } from '../../engine/journeyState.js';
import { journeyState } from '../../engine/journeyState.js';
import { stepCall } from '../../engine/stepCall.js';
import { submitStep } from '../../engine/submitStep.js';
import type { Answers, JourneyContext } from '../../journeyModel/types.js';
import { idfcBusinessLoanJourney as j } from '../../journeys/businessLoan/idfc.js';
import { mumbai, testEnv } from '../../journeys/creditCards/cardJourney.fixture.js';
import { SAMPLE_SINCE, sampleCallResult, settleSample } from '../sampleCalls.js';
import { sampleAnswers, samplePath } from '../samples.js';

export const P = 'business-loan/idfc';
export const FINAL = 'business-loan/idfc/disbursal-status';
export const REJECTION =
  'Thanks for your interest. One of our team members would get in touch with you';
export const REJECTED = { type: 'exit', exit: 'rejected', route: FINAL, message: REJECTION };

export const outcome = (name: string): CallResult => ({ outcome: name });
export const pending: CallResult = { pending: true, since: SAMPLE_SINCE };

/** The lead of sample walk `branch` when it arrives at `stop` (every earlier step saved). */
export function placedAt(branch: string, stop: string): JourneyState {
  let state = journeyState(j);
  for (const [stepId, values] of samplePath(P, branch)) {
    if (state.current === stop) return state;
    const call = sampleCallResult(j, state, stepId, values, { branch });
    state = save(state, stepId, values, call ? { call } : {}).state;
    state = settleSample(j, state, { branch })?.state ?? state;
  }
  if (state.current !== stop) throw new Error(`${branch} never reaches ${stop}`);
  return state;
}

/** The sample values of `stepId` on `branch`, with `overrides`. */
export function valuesOf(
  branch: string,
  state: JourneyState,
  stepId: string,
  overrides: Answers = {},
): Answers {
  return { ...sampleAnswers(P, stepId, { branch, answers: state.answers }), ...overrides };
}

/**
 * One save through `submitStep`, failing loudly when refused. With `expectCall` it first
 * checks the call the engine says the save makes (null: none), as the server asks it.
 */
export function save(
  state: JourneyState,
  stepId: string,
  values: Answers,
  options: { call?: CallResult; context?: JourneyContext; expectCall?: string | null } = {},
): AppliedStep {
  const context = options.context ?? {};
  if (options.expectCall !== undefined) {
    const made = stepCall(j, state, stepId, values, context)?.name ?? null;
    if (made !== options.expectCall) {
      throw new Error(`${stepId} makes call ${made}, not ${options.expectCall}`);
    }
  }
  const r = submitStep(j, state, stepId, values, {
    env: testEnv,
    context,
    ...('pincode' in values ? { resolved: mumbai } : {}),
    ...(options.call ? { call: options.call } : {}),
  });
  if (!r.ok) throw new Error(`${P}/${stepId}: ${r.reason} ${r.errors.join(' ')}`);
  return r;
}
