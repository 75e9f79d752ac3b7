import {
  advance,
  findStep,
  isStepSkipped,
  type OtpSentResponse,
  stepRoute,
  type VerifyOnBehalfResponse,
} from '@tara/core';
import type { Tx } from '../../db/types.js';
import {
  httpError,
  JOURNEY_NOT_FOUND,
  LEAD_NOT_FOUND,
  NOT_ALLOWED,
  USER_NOT_FOUND,
} from '../../http/errors.js';
import { type Actor, ownerOf } from '../auth/deps.js';
import { issueOtp, requireOtp } from '../auth/otp.js';
import { sentResponse } from '../auth/service.js';
import { findUserById, markVerified, type UserRow } from '../users/data.js';
import { findLead, type LeadRow, lockLead, readLead, saveLead } from './data.js';
import { formUserOf, isMobileVerified, leadContext } from './leadContext.js';
import { asksMobileWithOtp, leadOtpScope } from './otpStep.js';
import { journeyOf, type LeadDeps } from './service.js';
import { leadView, stateOf } from './view.js';

const MOBILE_MISMATCH = 'This mobile is not the one on the application';

/** Admin powers are honoured only in an admin session; anyone else gets 403 'Not allowed'. */
export function requireAdmin(actor: Actor): asserts actor is Actor & { user: UserRow } {
  if (!actor.isAdmin || !actor.user) throw httpError(403, NOT_ALLOWED);
}

/**
 * POST /user/otp type 'lead': the code of a lead's OTP step, to the mobile being saved. With
 * `leadId`, the lead's own mobile (or a new one, where the journey asks the mobile with its
 * OTP); before the lead exists, with `journey`, bound to the journey and this visitor.
 */
export async function sendLeadOtp(
  deps: LeadDeps,
  actor: Actor & { visitorId: string },
  body: { mobile: string; leadId?: string | undefined; journey?: string | undefined },
): Promise<OtpSentResponse> {
  if (body.leadId !== undefined) {
    const lead = await readLead(deps.db, body.leadId, ownerOf(actor));
    if (!lead || lead.status === 'abandoned') throw httpError(404, LEAD_NOT_FOUND);
    const changing = asksMobileWithOtp(journeyOf(deps.journeys, lead));
    if (lead.answers.mobile !== body.mobile && !changing) {
      throw httpError(422, MOBILE_MISMATCH, { fields: { mobile: MOBILE_MISMATCH } });
    }
    const scope = leadOtpScope(lead, lead.journey, actor.visitorId);
    const target = { mobile: body.mobile, purpose: 'lead' as const, scope };
    const sent = await issueOtp(deps.auth, target, { ip: actor.ip, userId: lead.userId });
    return sentResponse(body.mobile, sent);
  }
  const def = body.journey === undefined ? undefined : deps.journeys.find(body.journey);
  if (body.journey !== undefined && !def) {
    throw httpError(404, JOURNEY_NOT_FOUND, { fields: { journey: JOURNEY_NOT_FOUND } });
  }
  if (!def || !asksMobileWithOtp(def)) {
    throw httpError(422, 'leadId: Required', { fields: { leadId: 'Required' } });
  }
  const scope = leadOtpScope(null, def.prefix, actor.visitorId);
  const sent = await issueOtp(
    deps.auth,
    { mobile: body.mobile, purpose: 'lead', scope },
    {
      ip: actor.ip,
    },
  );
  return sentResponse(body.mobile, sent);
}

/** The lead an admin may verify for this customer: one the admin is filling, or the customer's. */
async function adminLead(deps: LeadDeps, actor: Actor, leadId: string, user: UserRow) {
  const own = await readLead(deps.db, leadId, ownerOf(actor));
  const lead = own ?? (await findLead(deps.db, leadId));
  if (!lead || lead.status === 'abandoned' || (!own && lead.userId !== user.id)) {
    throw httpError(404, LEAD_NOT_FOUND);
  }
  return lead;
}

/** POST /user/otp with userId (admin): the verification code goes to the customer's mobile. */
export async function sendVerifyOnBehalfOtp(
  deps: LeadDeps,
  actor: Actor,
  body: { mobile: string; userId: string; leadId?: string | undefined },
): Promise<OtpSentResponse> {
  requireAdmin(actor);
  if (body.leadId === undefined) {
    throw httpError(422, 'leadId: Required', { fields: { leadId: 'Required' } });
  }
  const user = await findUserById(deps.db, body.userId);
  if (!user) throw httpError(404, USER_NOT_FOUND);
  if (user.mobile !== body.mobile) {
    throw httpError(422, MOBILE_MISMATCH, { fields: { mobile: MOBILE_MISMATCH } });
  }
  const lead = await adminLead(deps, actor, body.leadId, user);
  const target = {
    mobile: user.mobile,
    purpose: 'verify' as const,
    scope: `${user.id}:${lead.id}`,
  };
  const sent = await issueOtp(deps.auth, target, {
    ip: actor.ip,
    userId: user.id,
    requestedBy: actor.user.id,
  });
  return sentResponse(user.mobile, sent);
}

/**
 * POST /user/verify-on-behalf (admin): the code the customer read out. The customer becomes
 * verified; the lead keeps the on-behalf flag, the admin's id and the verified mobile, and
 * moves past a step that verification now skips (the final OTP step).
 */
export async function verifyOnBehalf(
  deps: LeadDeps,
  actor: Actor,
  body: { userId: string; leadId: string; otp: string },
): Promise<VerifyOnBehalfResponse> {
  requireAdmin(actor);
  const user = await findUserById(deps.db, body.userId);
  if (!user) throw httpError(404, USER_NOT_FOUND);
  const lead = await adminLead(deps, actor, body.leadId, user);
  const target = {
    mobile: user.mobile,
    purpose: 'verify' as const,
    scope: `${user.id}:${lead.id}`,
  };
  await requireOtp(deps.auth, target, body.otp, actor.ip);
  const now = deps.now();
  const onBehalf = await deps.db.transaction(async (tx) => {
    await markVerified(tx, user.id, now);
    const locked = await lockLead(tx, lead.id, { visitorId: lead.visitorId, userId: null });
    if (!locked) throw httpError(404, LEAD_NOT_FOUND);
    return markLeadVerified(deps, tx, locked, user, actor, now);
  });
  return {
    data: {
      results: { user_id: user.id, lead_id: lead.id, is_verified: true, on_behalf: onBehalf },
    },
  };
}

async function markLeadVerified(
  deps: LeadDeps,
  tx: Tx,
  lead: LeadRow,
  user: UserRow,
  actor: Actor & { user: UserRow },
  now: Date,
) {
  const def = journeyOf(deps.journeys, lead);
  const mobileStep = lead.history.find((id) =>
    findStep(def, id)?.fields.some((f) => f.name === 'mobile'),
  );
  const onBehalf = {
    isAdmin: 1 as const,
    editPage: mobileStep ? stepRoute(def, mobileStep) : lead.lastLoc,
  };
  const userId = lead.userId ?? user.id;
  const formUser = (await formUserOf(tx, userId)) ?? user;
  const verified = isMobileVerified(user.mobile, lead.answers, formUser);
  const ids = {
    productId: lead.productId,
    providerId: lead.providerId,
    instrumentId: lead.instrumentId,
  };
  const context = leadContext(ids, actor, verified);
  let current = lead.current;
  const step = current ? findStep(def, current) : undefined;
  if (current && step && isStepSkipped(step, lead.answers, context)) {
    const next = advance(def, current, lead.answers, context).next;
    if (next.type === 'step') current = next.stepId;
    else if (next.type === 'final') current = null;
  }
  const state = { ...stateOf(lead), current };
  const view = leadView({ ...lead, current }, def, true);
  await saveLead(tx, lead.id, {
    userId,
    verifiedMobile: user.mobile,
    onBehalf,
    adminUserId: actor.user.id,
    current: state.current,
    lastLoc: view.last_loc,
    status: current === null ? 'complete' : lead.status,
    updatedAt: now,
  });
  return onBehalf;
}
