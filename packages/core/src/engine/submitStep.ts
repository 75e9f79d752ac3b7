import type { Answers, JourneyContext, JourneyDef, StepDef } from '../journeyModel/types.js';
import type { RuleEnv } from '../validation/types.js';
import { type AppliedStep, applyStep, type CallResult } from './applyStep.js';
import { canEnterStep, type EntryRefusal } from './canEnterStep.js';
import { getStep } from './findStep.js';
import type { JourneyState } from './journeyState.js';
import { keptAsItWas } from './keptAsItWas.js';
import { replayAnswered } from './replayAnswered.js';
import { validateStep } from './validateStep.js';

export type SubmitResult =
  | ({ ok: true } & AppliedStep)
  | {
      ok: false;
      reason: EntryRefusal | 'invalid' | 'unmatched' | 'refused';
      /**
       * Field answer key → message (for `invalid`, and `refused`: the call's answer refuses
       * the step), or the missing guard answers.
       */
      fieldErrors: Record<string, string>;
      errors: string[];
    };

/**
 * One step submit, as the server runs it: entry check (guard, no skipping ahead, not past a
 * pending call, not on a closed lead), validation with the shared rules, then the state
 * transition. `resolved` carries values the caller looked up itself (e.g. the city of a
 * pincode); `call` the result of the step's partner call when it makes one (see `stepCall`).
 * An earlier step saved again goes back to where the applicant was: at once when its answers
 * are unchanged (`keptAsItWas`), else while the path after it is unchanged (`replayAnswered`).
 */
export function submitStep(
  journey: JourneyDef,
  state: JourneyState,
  stepId: string,
  submitted: Record<string, unknown>,
  options: { context?: JourneyContext; env: RuleEnv; resolved?: Answers; call?: CallResult },
): SubmitResult {
  const context = options.context ?? {};
  const entry = canEnterStep(journey, state, stepId);
  if (!entry.allowed) {
    const fieldErrors = Object.fromEntries(entry.missing.map((k) => [k, 'Required']));
    return { ok: false, reason: entry.reason, fieldErrors, errors: [entryMessage(entry.reason)] };
  }
  const step = getStep(journey, stepId);
  const checked = validateStep(step, submitted, state.answers, context, options.env, state.calls);
  if (Object.keys(checked.errors).length > 0) {
    return {
      ok: false,
      reason: 'invalid',
      fieldErrors: checked.errors,
      errors: Object.values(checked.errors),
    };
  }
  const values = { ...checked.values, ...options.resolved };
  return applyCheckedStep(journey, state, stepId, values, { ...options, context });
}

/**
 * The second half of `submitStep`, for a caller that ran the entry check and the validation
 * itself (the server, which makes the step's partner call in between, with the validated
 * values): the call's refusal, the state transition, the replay of the steps answered after
 * an edited one. `values` are the validated values with the caller's lookups.
 */
export function applyCheckedStep(
  journey: JourneyDef,
  state: JourneyState,
  stepId: string,
  values: Answers,
  options: { context?: JourneyContext; env: RuleEnv; call?: CallResult },
): SubmitResult {
  const context = options.context ?? {};
  // An earlier step saved with the answers it has: nothing rewinds (the caller made no call).
  const kept = keptAsItWas(journey, state, stepId, values);
  if (kept) return { ok: true, ...kept };
  const refusal = refusalOf(getStep(journey, stepId), options.call);
  if (refusal) {
    return {
      ok: false,
      reason: 'refused',
      fieldErrors: { [refusal.field]: refusal.message },
      errors: [refusal.message],
    };
  }
  const saved = applyStep(journey, state, stepId, values, context, options.call);
  // An earlier step answered again: back to where the applicant was if the path still leads there.
  const applied = replayAnswered(journey, state, saved, context, options.env);
  if (applied.next.type === 'unmatched') {
    return { ok: false, reason: 'unmatched', fieldErrors: {}, errors: [applied.next.message] };
  }
  return { ok: true, ...applied };
}

/** The call's answer refuses the step (`StepCall.refuse`): on which field, and what to say. */
export function refusalOf(
  step: StepDef,
  call: CallResult | undefined,
): { field: string; message: string } | null {
  const refuse = step.call?.refuse;
  if (!refuse || !call || !('outcome' in call) || !refuse.outcomes.includes(call.outcome)) {
    return null;
  }
  const said = call.facts?.message;
  const message = typeof said === 'string' && said !== '' ? said : (refuse.message ?? REFUSED);
  // The call may say which of the step's fields is wrong (a share code that opens nothing).
  const named = call.facts?.field;
  const field = step.fields.some((f) => f.name === named) ? String(named) : refuse.field;
  return { field, message };
}

const REFUSED = 'Please check this and try again';

/** What the user is told when a step may not be saved now (written once, here). */
export function entryMessage(reason: EntryRefusal): string {
  switch (reason) {
    case 'unknownStep':
      return 'This step does not exist';
    case 'exited':
      return 'This application is already closed';
    case 'pending':
      return 'Please wait for the earlier step to finish';
    case 'guard':
      return 'Please answer the earlier questions first';
    default:
      return 'Please complete the earlier steps first';
  }
}
