import {
  type Answers,
  type AnswerValue,
  type AppliedStep,
  type CallResult,
  canEnterStep,
  entryMessage,
  getStep,
  INVALID_VALUE,
  isFieldVisible,
  type JourneyContext,
  type JourneyDef,
  type JourneyState,
  lastLocation,
  type StepDef,
  stepFields,
  stepRoute,
  submitStep,
  validateStep,
} from '@tara/core';
import type { DbOrTx } from '../../db/types.js';
import { HttpError, httpError, INCORRECT_OTP, INVALID_PINCODE } from '../../http/errors.js';
import { isSafeText } from '../../http/schemas.js';
import { resolvePincodeCity } from '../catalog/service.js';
import { fileAnswerErrors } from './fileAnswers.js';
import { resolvePicks } from './resolvePicks.js';

export interface PrepareStepInput {
  def: JourneyDef;
  state: JourneyState;
  stepId: string;
  submitted: Record<string, unknown>;
  context: JourneyContext;
  now: Date;
  lead: { productId: number | null; instrumentId: number | null };
  /** The saved lead (null for its first save): file answers must name its own uploads. */
  leadId?: string | null;
  /** The step's OTP was checked before the transaction (see leads/otpStep.ts). */
  otpVerified?: boolean;
}

/** A submit that passed the server's own checks, ready for core's pipeline (`submitStep`). */
export interface PreparedStep {
  step: StepDef;
  /** The submitted values, as sent (core normalises and validates them again). */
  submitted: Record<string, unknown>;
  /** The validated values (never an OTP), what a partner call of the step is asked with. */
  values: Answers;
  /** The server's lookups: a pincode's city (never the client's), catalog picks. */
  resolved: Answers;
  context: JourneyContext;
  now: Date;
}

/** Longest text the server keeps for any one answer, whatever the step's own rules say. */
const MAX_TEXT = 1000;

/**
 * The checks only the server can make before core's pipeline runs: the entry check (409 with
 * where to go), the shared validation (422), values the database must not receive, file
 * answers that name this lead's own uploads, a visible OTP field only when checked, and the
 * server's lookups. Throws HttpError; writes nothing.
 */
export async function prepareStep(db: DbOrTx, input: PrepareStepInput): Promise<PreparedStep> {
  const { def, state, stepId, context } = input;
  const refusal = entryRefusal(def, state, stepId);
  if (refusal) throw refusal;
  const step = getStep(def, stepId);
  const env = { today: input.now };
  const checked = validateStep(step, input.submitted, state.answers, context, env, state.calls);
  const errors = {
    ...unsafeValues(step, checked.values),
    ...(await fileAnswerErrors(db, input.leadId ?? null, step, checked.values)),
    ...checked.errors,
  };
  if (Object.keys(errors).length > 0) {
    throw new HttpError(422, { errors: [...new Set(Object.values(errors))], fields: errors });
  }
  const merged = { ...state.answers, ...checked.values };
  for (const field of step.fields) {
    if (field.kind !== 'otp' || !isFieldVisible(field, merged, context, state.calls)) continue;
    if (!input.otpVerified) {
      throw httpError(422, INCORRECT_OTP, {
        isInvalidOtp: true,
        fields: { [field.name]: INCORRECT_OTP },
      });
    }
    delete checked.values[field.name];
  }
  const resolved: Answers = await resolvePicks(db, step, checked.values);
  for (const field of step.fields) {
    if (field.lookup !== 'pincodeCity') continue;
    const pincode = checked.values[field.name];
    if (pincode === undefined || pincode === null || pincode === '') continue;
    const city = await resolvePincodeCity(db, String(pincode), input.lead);
    if (!city) throw httpError(422, INVALID_PINCODE, { fields: { [field.name]: INVALID_PINCODE } });
    resolved.city = city;
  }
  return {
    step,
    submitted: input.submitted,
    values: { ...checked.values, ...resolved },
    resolved,
    context,
    now: input.now,
  };
}

/**
 * Core's pipeline (`submitStep`: entry, validation, the call's refusal, the transition) with
 * the server's lookups and the step's call result, its refusals as HTTP errors.
 */
export function applyPrepared(
  def: JourneyDef,
  state: JourneyState,
  prepared: PreparedStep,
  context: JourneyContext,
  call?: CallResult,
): AppliedStep {
  const result = submitStep(def, state, prepared.step.id, prepared.submitted, {
    context,
    env: { today: prepared.now },
    resolved: prepared.resolved,
    ...(call ? { call } : {}),
  });
  if (result.ok) return result;
  const here = { last_loc: stepRoute(def, prepared.step.id) };
  const message = result.errors[0] ?? INVALID_VALUE;
  switch (result.reason) {
    case 'invalid':
    case 'refused':
      throw new HttpError(422, {
        errors: [...new Set(result.errors)],
        fields: result.fieldErrors,
        metadata: here,
      });
    case 'unmatched':
      throw httpError(422, message, { metadata: here });
    default:
      throw httpError(409, message, { metadata: { last_loc: lastLocation(def, state) } });
  }
}

/** 409 (or 422 for an unknown step) when the step may not be saved now; else null. */
export function entryRefusal(
  def: JourneyDef,
  state: JourneyState,
  stepId: string,
): HttpError | null {
  const entry = canEnterStep(def, state, stepId);
  if (entry.allowed) return null;
  const message = entryMessage(entry.reason);
  if (entry.reason === 'unknownStep') {
    return httpError(422, message, { fields: { step: 'Unknown step' } });
  }
  const metadata = { last_loc: lastLocation(def, state) };
  if (entry.reason === 'guard') {
    const fields = Object.fromEntries(entry.missing.map((k) => [k, 'Required']));
    const asking = askingStep(def, state, entry.missing);
    if (asking) metadata.last_loc = stepRoute(def, asking);
    return httpError(409, message, { fields, metadata });
  }
  return httpError(409, message, { metadata });
}

/** An answered step that asks one of the missing answers: the user goes back there. */
function askingStep(def: JourneyDef, state: JourneyState, missing: string[]): string | null {
  for (const id of state.history) {
    const step = def.steps.find((s) => s.id === id);
    if (step?.fields.some((f) => stepFields(f).some((k) => missing.includes(k)))) return id;
  }
  return null;
}

/** Values the database must not receive: NUL, lone surrogates, non-finite numbers, huge text. */
function unsafeValues(step: StepDef, values: Answers): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of step.fields) {
    for (const key of stepFields(field)) {
      if (key in values && !isSafe(values[key] as AnswerValue)) errors[field.name] = INVALID_VALUE;
    }
  }
  return errors;
}

export function isSafe(value: AnswerValue): boolean {
  if (typeof value === 'string') return value.length <= MAX_TEXT && isSafeText(value);
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isSafe);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).every(([k, v]) => isSafe(k) && isSafe(v));
  }
  return true;
}
