import {
  type Answers,
  type AnswerValue,
  type AppliedStep,
  applyStep,
  type CallResult,
  canEnterStep,
  getStep,
  INVALID_VALUE,
  type JourneyContext,
  type JourneyDef,
  type JourneyState,
  lastLocation,
  type StepDef,
  stepFields,
  stepRoute,
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

export interface PreparedStep {
  step: StepDef;
  /** Validated values with the server's lookups (city, catalog picks); never an OTP. */
  values: Answers;
}

/** Longest text the server keeps for any one answer, whatever the step's own rules say. */
const MAX_TEXT = 1000;

/**
 * One step submit on the server, up to the state transition: the entry check (guard and no
 * skipping ahead, 409), the shared validation (422), server-side lookups (a pincode's city,
 * never the client's city; an OTP field passes only when checked). Throws HttpError.
 */
export async function prepareStep(db: DbOrTx, input: PrepareStepInput): Promise<PreparedStep> {
  const { def, state, stepId, context } = input;
  const refusal = entryRefusal(def, state, stepId);
  if (refusal) throw refusal;
  const step = getStep(def, stepId);
  const checked = validateStep(step, input.submitted, state.answers, context, { today: input.now });
  const errors = {
    ...unsafeValues(def, stepId, checked.values),
    ...(await fileAnswerErrors(db, input.leadId ?? null, step, checked.values)),
    ...checked.errors,
  };
  if (Object.keys(errors).length > 0) {
    throw new HttpError(422, { errors: [...new Set(Object.values(errors))], fields: errors });
  }
  const resolved: Answers = await resolvePicks(db, step, checked.values);
  for (const field of step.fields) {
    if (field.kind === 'otp') {
      if (!input.otpVerified) {
        const fields = { [field.name]: INCORRECT_OTP };
        throw httpError(422, INCORRECT_OTP, { isInvalidOtp: true, fields });
      }
      delete checked.values[field.name];
    }
    if (field.lookup !== 'pincodeCity') continue;
    const pincode = checked.values[field.name];
    if (pincode === undefined || pincode === null || pincode === '') continue;
    const city = await resolvePincodeCity(db, String(pincode), input.lead);
    if (!city) throw httpError(422, INVALID_PINCODE, { fields: { [field.name]: INVALID_PINCODE } });
    resolved.city = city;
  }
  return { step, values: { ...checked.values, ...resolved } };
}

/** The engine's state transition; a branch value with no route is a 422. */
export function applyPrepared(
  def: JourneyDef,
  state: JourneyState,
  stepId: string,
  values: Answers,
  context: JourneyContext,
  call?: CallResult,
): AppliedStep {
  const applied = applyStep(def, state, stepId, values, context, call);
  if (applied.next.type === 'unmatched') {
    throw httpError(422, applied.next.message, {
      metadata: { last_loc: stepRoute(def, stepId) },
    });
  }
  return applied;
}

/** 409 (or 422 for an unknown step) when the step may not be saved now; else null. */
export function entryRefusal(
  def: JourneyDef,
  state: JourneyState,
  stepId: string,
): HttpError | null {
  const entry = canEnterStep(def, state, stepId);
  if (entry.allowed) return null;
  if (entry.reason === 'unknownStep') {
    return httpError(422, 'This step does not exist', { fields: { step: 'Unknown step' } });
  }
  const metadata = { last_loc: lastLocation(def, state) };
  if (entry.reason === 'guard') {
    const fields = Object.fromEntries(entry.missing.map((k) => [k, 'Required']));
    const asking = askingStep(def, state, entry.missing);
    if (asking) metadata.last_loc = stepRoute(def, asking);
    return httpError(409, 'Please answer the earlier questions first', { fields, metadata });
  }
  return httpError(409, 'Please complete the earlier steps first', { metadata });
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
function unsafeValues(def: JourneyDef, stepId: string, values: Answers): Record<string, string> {
  const step = getStep(def, stepId);
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
