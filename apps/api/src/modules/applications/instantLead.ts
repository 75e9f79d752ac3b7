import type { Answers } from '@tara/core';
import { eq } from 'drizzle-orm';
import { leads } from '../../db/schema.js';
import type { Tx } from '../../db/types.js';
import { httpError, LEAD_NOT_FOUND } from '../../http/errors.js';
import { limitAnonymousLead } from '../auth/creationLimits.js';
import type { Actor } from '../auth/deps.js';
import type { AuthLimits } from '../auth/policy.js';
import type { CardView } from '../cards/view.js';
import { insertLead, type LeadOwner, type LeadRow, lockLead } from '../leads/data.js';
import { newLeadRow } from '../leads/newLeadRow.js';
import { applicantApplication, isOwners, lockApplicant } from './data.js';
import type { InstantForm } from './instantForm.js';

export const ANOTHER_APPLICANT =
  'This PAN has already been used to apply for this card from another device or account. Please log in with the mobile number used then to see that application.';

/**
 * The lead an instant-apply form is saved on (decision 060): the lead of the application this
 * applicant (the PAN's key) already made for this card, when it is the caller's (a retry, a
 * double tap: its answers updated until the issuer has answered); 409 when it is somebody
 * else's, who never learns its reference or status; else the given lead of the caller, else a
 * new complete lead of the issuer's journey, counted against the anonymous-lead limit. The
 * applicant's forms for the card are serialised here, whoever sends them.
 */
export async function instantLead(
  tx: Tx,
  args: {
    owner: LeadOwner;
    actor: Actor & { visitorId: string };
    card: CardView;
    journey: { prefix: string; version: number; productId: number; finalRoute: string };
    form: InstantForm;
    leadId: string | undefined;
    limits: AuthLimits;
    now: Date;
  },
): Promise<{ lead: LeadRow; values: Answers }> {
  const { owner, actor, card, journey, form, now } = args;
  await lockApplicant(tx, card.id, form.applicant);
  const prior = await applicantApplication(tx, card.id, form.applicant);
  if (prior && !isOwners(prior.lead, owner)) throw httpError(409, ANOTHER_APPLICANT);
  const given = args.leadId !== undefined ? await lockLead(tx, args.leadId, owner) : null;
  if (args.leadId !== undefined && (!given || given.status === 'abandoned')) {
    throw httpError(404, LEAD_NOT_FOUND);
  }
  const existing = prior ? await lockLead(tx, prior.lead.id, owner) : given;
  if (existing) {
    // What the issuer answered stays with the answers it was sent.
    if (prior?.application.status != null) return { lead: existing, values: existing.answers };
    const answers: Answers = { ...existing.answers, ...form.stored };
    await tx.update(leads).set({ answers, updatedAt: now }).where(eq(leads.id, existing.id));
    return { lead: { ...existing, answers }, values: { ...existing.answers, ...form.values } };
  }
  const lead = newLeadRow({
    actor,
    journey: journey.prefix,
    ids: {
      productId: card.provider_alias === 'amex' ? 4 : journey.productId,
      providerId: card.provider_id,
      instrumentId: card.id,
    },
    // Complete at once: the form is the whole application (no step is saved on it).
    columns: {
      version: journey.version,
      answers: form.stored,
      history: [],
      current: null,
      lastLoc: journey.finalRoute,
      status: 'complete',
      calls: {},
      pending: null,
      exit: null,
    },
    userId: actor.isAdmin ? null : (actor.user?.id ?? null),
    verifiedMobile: null,
    utm: null,
    now,
  });
  await insertLead(tx, lead);
  // Like a journey's first save: a lead made without a logged-in user counts (decision 018).
  await limitAnonymousLead(tx, actor, args.limits, now);
  return { lead, values: form.values };
}
