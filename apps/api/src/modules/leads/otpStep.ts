import {
  type Answers,
  findStep,
  type JourneyDef,
  journeyState,
  type LeadSaveBody,
  type StepDef,
  validateStep,
} from '@tara/core';
import type { Db, DbOrTx } from '../../db/types.js';
import type { Actor, AuthDeps } from '../auth/deps.js';
import { requireOtp } from '../auth/otp.js';
import type { UserRow } from '../users/data.js';
import type { LeadRow } from './data.js';
import { entryRefusal } from './entryRefusal.js';
import { formUserOf, isMobileVerified } from './leadContext.js';
import { stateOf } from './view.js';

export interface LeadOtpCheck {
  /** The step's OTP field may pass (checked now, or the mobile was verified already). */
  otpVerified: boolean;
  /** The mobile this check proved, to keep on the lead. */
  verifiedMobile: string | null;
}

export const NOT_CHECKED: LeadOtpCheck = { otpVerified: false, verifiedMobile: null };

/**
 * Where a lead's OTP is bound: the lead; before the lead has a step saved (a journey whose
 * first step asks the mobile with its OTP, as the business loan's step1: the browser knows no
 * lead yet), the journey for this visitor.
 */
export function leadOtpScope(
  lead: Pick<LeadRow, 'id' | 'history'> | null,
  journey: string,
  visitorId: string,
): string {
  return lead && lead.history.length > 0 ? lead.id : `journey:${journey}:visitor:${visitorId}`;
}

/** The journey has a step asking the mobile together with its OTP (the mobile may change there). */
export function asksMobileWithOtp(def: JourneyDef): boolean {
  return def.steps.some((s) => s.fields.some((f) => f.kind === 'otp') && asksMobile(s));
}

const asksMobile = (step: StepDef) => step.fields.some((f) => f.name === 'mobile');

/**
 * The mobile a step's save proves or relies on: the step's own mobile answer when it asks one
 * (a first step, or a changed mobile), else the one saved on the lead.
 */
export function mobileBeingSaved(step: StepDef, values: Answers, saved: Answers): string | null {
  const mobile = asksMobile(step) ? values.mobile : saved.mobile;
  return typeof mobile === 'string' && mobile !== '' ? mobile : null;
}

/** The mobile a save proves or relies on (`mobileBeingSaved`), normalised as validation does. */
export function savedMobile(
  def: JourneyDef,
  body: LeadSaveBody,
  answers: Answers,
  now: Date,
): string | null {
  const step = findStep(def, body.step);
  if (!step || !asksMobile(step)) return typeof answers.mobile === 'string' ? answers.mobile : null;
  const checked = validateStep(step, body, answers, { mobileVerified: false }, { today: now });
  return mobileBeingSaved(step, checked.values, answers);
}

/**
 * The form user a mobile is judged against: the lead's user; before the lead exists, the
 * logged-in user filling their own application (never an admin's own record).
 */
export async function formUserFor(
  db: DbOrTx,
  actor: Actor,
  lead: LeadRow | null,
): Promise<UserRow | null> {
  if (lead) return formUserOf(db, lead.userId);
  return actor.isAdmin ? null : actor.user;
}

/**
 * A step's OTP is checked BEFORE the save's transaction: a wrong try must count even though
 * the save is then refused (a transaction would roll the count back). A mobile verified
 * already (an earlier OTP of this lead, a verified form user, the logged-in user's own) needs
 * no code: the step's OTP field is hidden by `mobileVerified` then; except a field that
 * `signs`, whose code is checked every time. Anything else wrong with
 * the submit is left to the save, which refuses it.
 */
export async function checkLeadOtp(
  deps: { db: Db; now: () => Date; auth: AuthDeps },
  actor: Actor & { visitorId: string },
  input: { def: JourneyDef; lead: LeadRow | null; body: LeadSaveBody },
): Promise<LeadOtpCheck> {
  const { def, lead, body } = input;
  const step = findStep(def, body.step);
  const field = step?.fields.find((f) => f.kind === 'otp');
  if (!step || !field || (lead && lead.journey !== body.journey)) return NOT_CHECKED;
  const state = lead ? stateOf(lead) : journeyState(def);
  if (entryRefusal(def, state, step.id)) return NOT_CHECKED;
  // Validated as if unverified, so the OTP field is read too.
  const checked = validateStep(
    step,
    body,
    state.answers,
    { mobileVerified: false },
    {
      today: deps.now(),
    },
  );
  const mobile = mobileBeingSaved(step, checked.values, state.answers);
  if (!mobile) return NOT_CHECKED;
  const formUser = await formUserFor(deps.db, actor, lead);
  // A code that signs (the e-agreement) is asked every time: an earlier proof is no signature.
  if (!field.signs && isMobileVerified(lead?.verifiedMobile ?? null, { mobile }, formUser)) {
    return { otpVerified: true, verifiedMobile: mobile };
  }
  const code = checked.values[field.name];
  if (Object.keys(checked.errors).length > 0 || typeof code !== 'string') return NOT_CHECKED;
  const scope = leadOtpScope(lead, def.prefix, actor.visitorId);
  const target = { mobile, purpose: 'lead' as const, scope };
  await requireOtp(deps.auth, target, code, actor.ip, field.name, field.wrongOtpMessage);
  return { otpVerified: true, verifiedMobile: mobile };
}
