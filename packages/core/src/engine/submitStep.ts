import type { RuleEnv } from '../validation/types.js';
import { type AppliedStep, applyStep, type CallResult } from './applyStep.js';
import { canEnterStep, type EntryRefusal } from './canEnterStep.js';
import { getStep } from './findStep.js';
import type { JourneyState } from './journeyState.js';
import type { Answers, JourneyContext, JourneyDef } from './types.js';
import { validateStep } from './validateStep.js';

export type SubmitResult =
  | ({ ok: true } & AppliedStep)
  | {
      ok: false;
      reason: EntryRefusal | 'invalid' | 'unmatched';
      /** Field answer key → message (for `invalid`), or the missing guard answers. */
      fieldErrors: Record<string, string>;
      errors: string[];
    };

/**
 * One step submit, as the server runs it: entry check (guard, no skipping ahead, not past a
 * pending call, not on a closed lead), validation with the shared rules, then the state
 * transition. `resolved` carries values the caller looked up itself (e.g. the city of a
 * pincode); `call` the result of the step's partner call when it makes one (see `stepCall`).
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
  const applied = applyStep(
    journey,
    state,
    stepId,
    { ...checked.values, ...options.resolved },
    context,
    options.call,
  );
  if (applied.next.type === 'unmatched') {
    return { ok: false, reason: 'unmatched', fieldErrors: {}, errors: [applied.next.message] };
  }
  return { ok: true, ...applied };
}

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
