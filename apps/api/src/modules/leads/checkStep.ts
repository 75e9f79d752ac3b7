import {
  type Answers,
  type AnswerValue,
  getStep,
  INVALID_VALUE,
  isFieldVisible,
  type JourneyContext,
  type JourneyDef,
  type JourneyState,
  lookupKey,
  type StepDef,
  stepFields,
  validateStep,
} from '@tara/core';
import type { DbOrTx } from '../../db/types.js';
import { HttpError, httpError, INCORRECT_OTP } from '../../http/errors.js';
import { isSafeText } from '../../http/schemas.js';
import type { UserRow } from '../users/data.js';
import type { LeadRow } from './data.js';
import { entryRefusal } from './entryRefusal.js';
import { fileAnswerErrors } from './fileAnswers.js';
import {
  freshState,
  idsOf,
  isMobileVerified,
  type LeadIds,
  leadContext,
  leadIds,
} from './leadContext.js';
import type { SaveRequest } from './leadDeps.js';
import { formUserFor, type LeadOtpCheck, savedMobile } from './otpStep.js';
import { resolveLookup } from './resolveLookup.js';
import { resolvePicks } from './resolvePicks.js';
import { stateOf } from './view.js';

/** A save's step, checked: nothing written yet; what the partner call and the transition get. */
export interface CheckedStep {
  def: JourneyDef;
  /** The lead as read (null: the first save, which makes it). */
  lead: LeadRow | null;
  ids: LeadIds;
  state: JourneyState;
  /** The user the mobile is judged against (the lead's; before it has one, the caller). */
  formUser: UserRow | null;
  /** The mobile proved for the lead (by this save's OTP or earlier). */
  verifiedMobile: string | null;
  step: StepDef;
  /** The validated values (never an OTP) with the server's lookups (a city, a bank, picks). */
  values: Answers;
  /** The context the step was checked in (`mobileVerified` for the mobile being saved). */
  context: JourneyContext;
  now: Date;
}

/** What the check reads: the journey, the lead (null: a first save), the OTP's outcome. */
export interface CheckInput {
  def: JourneyDef;
  lead: LeadRow | null;
  otp: LeadOtpCheck;
  now: Date;
}

/** Longest text the server keeps for any one answer, whatever the step's own rules say. */
const MAX_TEXT = 1000;

/**
 * The save's one check of its step, against the lead as it is (or a fresh state for a first
 * save): the entry check (409 with where to go), the shared validation (422), values the
 * database must not receive, file answers that name this lead's own uploads, a visible OTP
 * field only when checked, and the server's lookups. `mobileVerified` in the context is
 * decided for the mobile being saved, so a step's OTP field is asked exactly when that mobile
 * is unproved. Throws HttpError; writes nothing.
 */
export async function checkStep(
  db: DbOrTx,
  req: SaveRequest,
  input: CheckInput,
): Promise<CheckedStep> {
  const { def, lead, otp, now } = input;
  const ids = lead ? idsOf(req.body, lead) : leadIds(req.body, def);
  const state = lead ? stateOf(lead) : freshState(def, ids, req.actor, req.device);
  const stepId = req.body.step;
  const refusal = entryRefusal(def, state, stepId);
  if (refusal) throw refusal;
  const formUser = await formUserFor(db, req.actor, lead);
  const verifiedMobile = otp.verifiedMobile ?? lead?.verifiedMobile ?? null;
  const mobile = savedMobile(def, req.body, state.answers, now);
  const verified = isMobileVerified(verifiedMobile, { mobile }, formUser);
  const context = leadContext(ids, req.actor, verified, req.device);
  const step = getStep(def, stepId);
  const env = { today: now };
  const checked = validateStep(step, req.body, state.answers, context, env, state.calls);
  const errors = {
    ...unsafeValues(step, checked.values),
    ...(await fileAnswerErrors(db, lead?.id ?? null, step, checked.values)),
    ...checked.errors,
  };
  if (Object.keys(errors).length > 0) {
    throw new HttpError(422, { errors: [...new Set(Object.values(errors))], fields: errors });
  }
  const merged = { ...state.answers, ...checked.values };
  for (const field of step.fields) {
    if (field.kind !== 'otp' || !isFieldVisible(field, merged, context, state.calls)) continue;
    if (!otp.otpVerified) {
      const wrong = field.wrongOtpMessage ?? INCORRECT_OTP;
      throw httpError(422, wrong, { isInvalidOtp: true, fields: { [field.name]: wrong } });
    }
    delete checked.values[field.name];
  }
  const resolved = await lookups(db, step, checked.values, ids);
  const values = { ...checked.values, ...resolved };
  return { def, lead, ids, state, formUser, verifiedMobile, step, values, context, now };
}

/**
 * The server's lookups: catalog picks, and what a field's lookup derives (a pincode's city, an
 * IFSC's bank; never the client's). An unknown value is the field's 422: nothing is saved.
 */
async function lookups(db: DbOrTx, step: StepDef, values: Answers, ids: LeadIds) {
  const resolved: Answers = await resolvePicks(db, step, values);
  for (const field of step.fields) {
    const key = lookupKey(field);
    const value = values[field.name];
    if (!key || value === undefined || value === null || value === '') continue;
    const looked = await resolveLookup(db, field, String(value), ids);
    if ('error' in looked) {
      throw httpError(422, looked.error, { fields: { [field.name]: looked.error } });
    }
    resolved[key] = looked.value;
  }
  return resolved;
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
