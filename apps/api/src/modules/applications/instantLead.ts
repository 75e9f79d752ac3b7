import { randomUUID } from 'node:crypto';
import type { Answers } from '@tara/core';
import { eq } from 'drizzle-orm';
import { leads } from '../../db/schema.js';
import type { Tx } from '../../db/types.js';
import { httpError, LEAD_NOT_FOUND } from '../../http/errors.js';
import type { Actor } from '../auth/deps.js';
import type { CardView } from '../cards/view.js';
import { insertLead, type LeadOwner, type LeadRow, lockLead } from '../leads/data.js';
import { lockInstantApply, undecidedInstantLead } from './data.js';
import type { InstantForm } from './instantForm.js';

/**
 * The lead an instant-apply form is saved on: the given lead of the caller (its answers
 * updated), else the caller's instant-apply lead for this card still waiting for the bank (a
 * retry), else a new complete lead of the issuer's journey.
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
    now: Date;
  },
): Promise<{ lead: LeadRow; values: Answers }> {
  const { owner, actor, card, journey, form, now } = args;
  if (args.leadId === undefined) await lockInstantApply(tx, owner, card.id);
  const existing =
    args.leadId !== undefined
      ? await lockLead(tx, args.leadId, owner)
      : await undecidedInstantLead(tx, owner, journey.prefix, card.id);
  if (args.leadId !== undefined && (!existing || existing.status === 'abandoned')) {
    throw httpError(404, LEAD_NOT_FOUND);
  }
  if (existing) {
    const answers: Answers = { ...existing.answers, ...form.stored };
    await tx.update(leads).set({ answers, updatedAt: now }).where(eq(leads.id, existing.id));
    return { lead: { ...existing, answers }, values: { ...existing.answers, ...form.values } };
  }
  const lead: LeadRow = {
    id: randomUUID(),
    visitorId: actor.visitorId,
    userId: actor.isAdmin ? null : (actor.user?.id ?? null),
    verifiedMobile: null,
    onBehalf: null,
    calls: {},
    pending: null,
    exit: null,
    adminUserId: actor.isAdmin ? (actor.user?.id ?? null) : null,
    adminStatus: null,
    utm: null,
    journey: journey.prefix,
    version: journey.version,
    productId: card.provider_alias === 'amex' ? 4 : journey.productId,
    providerId: card.provider_id,
    instrumentId: card.id,
    answers: form.stored,
    history: [],
    current: null,
    lastLoc: journey.finalRoute,
    status: 'complete',
    createdAt: now,
    updatedAt: now,
  };
  await insertLead(tx, lead);
  return { lead, values: form.values };
}
