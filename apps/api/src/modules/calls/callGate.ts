import {
  type Answers,
  allows,
  type ConsentScope,
  consentSubject,
  type FieldDef,
  type JourneyDef,
  PARTNER_CALL_USES,
  type PartnerCallUse,
  partnerCallUse,
  type Scalar,
  stepRoute,
} from '@tara/core';
import type { DbOrTx } from '../../db/types.js';
import { httpError } from '../../http/errors.js';
import { hasLiveConsent, isWithdrawn } from '../consents/data.js';

export const CALL_NEEDS_MOBILE =
  'Please verify your mobile number with an OTP before we check your credit report or send your application';
export const CALL_NEEDS_CONSENT =
  'Please tick the box to give your consent before we check your credit report or send your application';
export const CALL_CONSENT_ELSEWHERE =
  'We need your consent first: please tick the box on this step, then go on';
export const CALL_CONSENT_WITHDRAWN =
  'You withdrew your consent for this application. Please give it again on this step to go on';

/** What the gate reads of a save about to make a partner call (decision 063). */
export interface CallGateRequest {
  leadId: string;
  def: JourneyDef;
  stepId: string;
  callName: string;
  /** The lead's answers with this save's values. */
  answers: Answers;
  /** This save's own values: a box ticked now is given now (recorded with the save). */
  values: Answers;
  /** Facts earlier calls answered (the lender a consent names), by call name. */
  facts: Record<string, Record<string, Scalar>>;
  /** The lead's mobile is proved for it: leads' `leadMobileVerified` over this save's answers. */
  mobileVerified: boolean;
}

/**
 * Before a partner call (decision 063): a call core does not classify is refused (a bug); a
 * bureau pull or a submission needs the lead's mobile proved (422) and, for each of its uses,
 * a consent box of the journey that allows it ticked — on this save, or earlier and neither
 * withdrawn since nor given for another lender (409 to that step otherwise). Writes nothing:
 * a refused save loses nothing saved.
 */
export async function callGate(
  db: DbOrTx,
  request: CallGateRequest,
  uses: Readonly<Record<string, PartnerCallUse>> = PARTNER_CALL_USES,
): Promise<void> {
  const use = partnerCallUse(request.callName, uses);
  if (!use) throw new Error(`${request.callName} is not classified (core's PARTNER_CALL_USES)`);
  if (use.needs.length === 0) return;
  const step = request.def.steps.find((s) => s.id === request.stepId);
  if (!request.mobileVerified) {
    const otp = step?.fields.find((f) => f.kind === 'otp');
    throw httpError(422, CALL_NEEDS_MOBILE, {
      ...(otp ? { isInvalidOtp: true, fields: { [otp.name]: CALL_NEEDS_MOBILE } } : {}),
    });
  }
  for (const need of use.needs) await requireConsent(db, request, need);
}

async function requireConsent(
  db: DbOrTx,
  request: CallGateRequest,
  need: ConsentScope,
): Promise<void> {
  const boxes = request.def.steps.flatMap((s) =>
    s.fields.filter((f) => allows(f, need)).map((field) => ({ stepId: s.id, field })),
  );
  const given = boxes.find(({ field }) => request.answers[field.name] === true);
  if (!given) {
    const here = boxes.find(({ stepId }) => stepId === request.stepId);
    if (here) {
      throw httpError(422, CALL_NEEDS_CONSENT, {
        fields: { [here.field.name]: CALL_NEEDS_CONSENT },
      });
    }
    const asked = boxes[0];
    throw httpError(409, CALL_CONSENT_ELSEWHERE, {
      ...(asked ? { metadata: { last_loc: stepRoute(request.def, asked.stepId) } } : {}),
    });
  }
  // Ticked on this save: given now, recorded with it.
  if (request.values[given.field.name] === true) return;
  if (await stillGiven(db, request, given.field)) return;
  throw httpError(409, CALL_CONSENT_WITHDRAWN, {
    metadata: { last_loc: stepRoute(request.def, given.stepId) },
  });
}

/**
 * A consent given on an earlier save still stands: not withdrawn (and not given again since);
 * one that names the lender a call chose stands only for the lender it named then.
 */
async function stillGiven(db: DbOrTx, request: CallGateRequest, field: FieldDef): Promise<boolean> {
  const purpose = field.consent;
  if (!purpose) return false;
  if (await isWithdrawn(db, request.leadId, purpose)) return false;
  const calls = Object.fromEntries(
    Object.entries(request.facts).map(([name, facts]) => [name, { facts }]),
  );
  const subject = consentSubject(purpose, calls);
  if (subject === '') return true;
  return subject !== null && (await hasLiveConsent(db, request.leadId, purpose, subject));
}

/**
 * Every registered partner call is classified (decision 063): checked when the app is built,
 * so a new call cannot be registered without saying whether it pulls a report or sends an
 * application.
 */
export function assertCallsClassified(
  names: Iterable<string>,
  uses: Readonly<Record<string, PartnerCallUse>> = PARTNER_CALL_USES,
): void {
  const missing = [...names].filter((name) => !partnerCallUse(name, uses));
  if (missing.length > 0) {
    throw new Error(
      `Partner calls not classified (core's PARTNER_CALL_USES): ${missing.join(', ')}`,
    );
  }
}
