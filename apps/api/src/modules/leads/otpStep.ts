import { findStep, type JourneyRegistry, type LeadSaveBody, validateStep } from '@tara/core';
import type { Db } from '../../db/types.js';
import type { Actor, AuthDeps } from '../auth/deps.js';
import { requireOtp } from '../auth/otp.js';
import { type LeadOwner, readLead } from './data.js';
import { formUserOf, isMobileVerified, leadContext } from './leadContext.js';
import { entryRefusal } from './runStep.js';
import { stateOf } from './view.js';

export interface LeadOtpCheck {
  /** The step's OTP field may pass (checked now, or the mobile was verified already). */
  otpVerified: boolean;
  /** The mobile this check proved, to keep on the lead. */
  verifiedMobile: string | null;
}

const NOT_CHECKED: LeadOtpCheck = { otpVerified: false, verifiedMobile: null };

/**
 * The OTP of a lead's final step is checked BEFORE the save's transaction: a wrong try must
 * count even though the save is then refused (a transaction would roll the count back).
 * Anything else wrong with the submit is left to the save, which refuses it.
 */
export async function checkLeadOtp(
  deps: { db: Db; journeys: JourneyRegistry; now: () => Date; auth: AuthDeps },
  actor: Actor,
  owner: LeadOwner,
  body: LeadSaveBody & { leadId: string },
): Promise<LeadOtpCheck> {
  const lead = await readLead(deps.db, body.leadId, owner);
  const def = lead ? deps.journeys.find(lead.journey, lead.version) : undefined;
  const step = def ? findStep(def, body.step) : undefined;
  const field = step?.fields.find((f) => f.kind === 'otp');
  if (!lead || !def || !step || !field || lead.journey !== body.journey) return NOT_CHECKED;
  const mobile = lead.answers.mobile;
  if (typeof mobile !== 'string') return NOT_CHECKED;
  const formUser = await formUserOf(deps.db, lead.userId);
  if (isMobileVerified(lead.verifiedMobile, lead.answers, formUser)) {
    return { otpVerified: true, verifiedMobile: lead.verifiedMobile };
  }
  const state = stateOf(lead);
  if (entryRefusal(def, state, step.id)) return NOT_CHECKED;
  const ids = {
    productId: lead.productId,
    providerId: lead.providerId,
    instrumentId: lead.instrumentId,
  };
  const context = leadContext(ids, actor, false);
  const checked = validateStep(step, body, lead.answers, context, { today: deps.now() });
  const code = checked.values[field.name];
  if (Object.keys(checked.errors).length > 0 || typeof code !== 'string') return NOT_CHECKED;
  const target = { mobile, purpose: 'lead' as const, scope: lead.id };
  await requireOtp(deps.auth, target, code, actor.ip, field.name);
  return { otpVerified: true, verifiedMobile: mobile };
}
