import { randomUUID } from 'node:crypto';
import {
  type Answers,
  CARD_REJECTED_STATUS,
  cardSessionOutcome,
  type JourneyRegistry,
  maskAadhaar,
  type UtmFields,
  validateStep,
} from '@tara/core';
import { and, eq, isNull } from 'drizzle-orm';
import { cardApplications, leads } from '../../db/schema.js';
import type { Db, Tx } from '../../db/types.js';
import { httpError, INVALID_PINCODE, LEAD_NOT_FOUND } from '../../http/errors.js';
import {
  claimKey,
  completeKey,
  type IdempotencyScope,
  releaseKey,
  type StoredResponse,
} from '../../http/idempotency.js';
import { isSafeText } from '../../http/schemas.js';
import {
  type IssuerAdapter,
  type IssuerAdapters,
  type IssuerDecision,
  IssuerUnavailable,
  isIssuerAlias,
} from '../../partners/issuers/index.js';
import type { Actor } from '../auth/deps.js';
import type { CardCatalog } from '../cards/catalog.js';
import { cardNotFound } from '../cards/service.js';
import type { CardView } from '../cards/view.js';
import { resolvePincodeCity } from '../catalog/service.js';
import { insertLead, type LeadRow, lockLead } from '../leads/data.js';
import { ownerOf } from '../leads/service.js';
import {
  type ApplicationRow,
  countAttempt,
  lockApplication,
  undecidedInstantLead,
} from './data.js';
import { formValuesOf, instantApplyStep, leadApplyStep } from './form.js';

export const BANK_UNREACHABLE =
  'The bank could not be reached. Your application is saved; please try again.';
export const FINISH_FIRST = 'Please complete the application first';
export const APPLY_BUSY = 'This application is being sent to the bank; please wait a moment';

export interface ApplyDeps {
  db: Db;
  now: () => Date;
  catalog: CardCatalog;
  issuers: IssuerAdapters;
  journeys: JourneyRegistry;
}

export interface ApplyInput {
  cardId: number;
  leadId?: string | undefined;
  instantApply?: Record<string, unknown> | undefined;
  lastLocation?: string | null | undefined;
  utm?: UtmFields | undefined;
}

interface Prepared {
  lead: LeadRow;
  application: ApplicationRow;
  values: Answers;
}

/**
 * POST /cards/apply: sends a finished card lead, or the instant-apply form, to the card's
 * issuer and keeps the provider response record. Two transactions around the bank call: the
 * first saves the lead and counts the attempt (so nothing is lost when the bank is down), the
 * second stores the answer. The Idempotency-Key is claimed in the first and completed in the
 * second; when the bank cannot be reached it is given back, so a retry may succeed.
 */
export async function applyForCard(
  deps: ApplyDeps,
  actor: Actor & { visitorId: string },
  input: ApplyInput,
  idempotency: { key: string | null; requestHash: string },
): Promise<StoredResponse> {
  const now = deps.now();
  const card = (await deps.catalog.get()).byId.get(input.cardId)?.view;
  if (!card) throw cardNotFound(input.cardId);
  const alias = card.provider_alias;
  const journey = alias ? deps.journeys.find(`credit-cards/${alias}`) : undefined;
  if (!isIssuerAlias(alias) || !journey || card.provider_id === null) {
    throw httpError(422, 'This card cannot be applied for online yet');
  }
  const adapter = deps.issuers[alias];
  const form = input.instantApply
    ? await instantForm(deps.db, card, input.instantApply, now)
    : null;
  const scope: IdempotencyScope = { visitorId: actor.visitorId, now, ...idempotency };
  const owner = ownerOf(actor);

  const first = await deps.db.transaction(async (tx): Promise<StoredResponse | Prepared> => {
    const claim = await claimKey(tx, scope);
    if (claim.kind === 'replay') return claim.response;
    if (claim.kind === 'busy') throw httpError(409, APPLY_BUSY);
    const { lead, values } = form
      ? await instantLead(tx, { owner, actor, card, journey, form, leadId: input.leadId, now })
      : await journeyLead(tx, owner, input.leadId, card, now);
    const found = await lockApplication(tx, lead.id, card.id);
    if (found?.status != null) {
      const done = answered(found, input.lastLocation);
      await completeKey(tx, scope, done);
      return done;
    }
    const application = await countAttempt(
      tx,
      {
        id: randomUUID(),
        leadId: lead.id,
        cardId: card.id,
        providerId: card.provider_id as number,
      },
      now,
    );
    return { lead, application, values };
  });
  if (!('application' in first)) return first;

  const { lead, application, values } = first;
  let decision: IssuerDecision;
  try {
    decision = await adapter.submit({
      leadId: lead.id,
      card: { id: card.id, name: card.name, slug: card.slug },
      attempt: application.attempts,
      values,
      userId: lead.userId,
      utm: input.utm ?? {},
      instantApply: form !== null,
    });
  } catch (error) {
    if (!(error instanceof IssuerUnavailable)) throw error;
    return deps.db.transaction(async (tx) => {
      await tx
        .update(cardApplications)
        .set({
          lastError: error.kind,
          updatedAt: deps.now(),
          meta: {
            ...application.meta,
            lastFailure: { attempt: application.attempts, kind: error.kind },
          },
        })
        .where(eq(cardApplications.id, application.id));
      await releaseKey(tx, scope);
      return { statusCode: 502, body: { errors: [BANK_UNREACHABLE], lead_id: lead.id } };
    });
  }
  return deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(cardApplications)
      .set({
        status: decision.status,
        referenceId: decision.referenceId,
        declineReason: decision.declineReason,
        providerStatus: decision.providerStatus,
        meta: { ...decision.meta, adapter: adapterMode(adapter) },
        lastError: null,
        updatedAt: deps.now(),
      })
      .where(and(eq(cardApplications.id, application.id), isNull(cardApplications.status)))
      .returning();
    // A concurrent twin got its answer first: that answer stands.
    const row = saved ?? (await lockApplication(tx, lead.id, card.id));
    if (!row) throw new Error('card application vanished');
    const done = answered(row, input.lastLocation);
    await completeKey(tx, scope, done);
    return done;
  });
}

const adapterMode = (adapter: IssuerAdapter) => `${adapter.alias}:${adapter.mode}`;

/** The answer for a decided application: the record and where the browser goes next. */
function answered(row: ApplicationRow, lastLocation: string | null | undefined): StoredResponse {
  const status = row.status ?? 0;
  const outcome = cardSessionOutcome({ providerId: row.providerId, status }, lastLocation);
  return {
    statusCode: 200,
    body: {
      data: {
        results: {
          status,
          referenceId: row.referenceId,
          declineReason: row.declineReason,
          providerStatus: row.providerStatus,
          providerId: row.providerId,
          leadId: row.leadId,
          cardId: row.cardId,
          redirect: outcome.redirect,
          message: outcome.kind === 'rejected' ? outcome.message : null,
          rejected: status === CARD_REJECTED_STATUS,
        },
      },
    },
  };
}

/** A finished card-journey lead of the caller, checked before it goes to the issuer. */
async function journeyLead(
  tx: Tx,
  owner: ReturnType<typeof ownerOf>,
  leadId: string | undefined,
  card: CardView,
  now: Date,
): Promise<{ lead: LeadRow; values: Answers }> {
  if (leadId === undefined) {
    throw httpError(422, 'leadId: Required', { fields: { leadId: 'Required' } });
  }
  const lead = await lockLead(tx, leadId, owner);
  if (!lead || lead.status === 'abandoned' || !lead.journey.startsWith('credit-cards/')) {
    throw httpError(404, LEAD_NOT_FOUND);
  }
  if (lead.status !== 'complete') throw httpError(409, FINISH_FIRST);
  const step = leadApplyStep(card.provider_alias ?? '', card.provider_id ?? 0);
  const { errors } = validateStep(step, lead.answers, {}, {}, { today: now });
  refuse(errors);
  return { lead, values: lead.answers };
}

interface InstantForm {
  /** Everything the issuer gets (Aadhaar whole). */
  values: Answers;
  /** What is kept on the lead (Aadhaar masked to its last 4). */
  stored: Answers;
}

/** The instant-apply form: read, checked with the core rules, cities looked up. */
async function instantForm(
  db: Db,
  card: CardView,
  raw: Record<string, unknown>,
  now: Date,
): Promise<InstantForm> {
  const submitted = formValuesOf(raw);
  const unsafe = Object.entries(submitted).find(([, v]) => !safeValue(v));
  if (unsafe) {
    throw httpError(422, 'Please enter a valid value', {
      fields: { [unsafe[0]]: 'Please enter a valid value' },
    });
  }
  const step = instantApplyStep(card.provider_alias ?? '', card.provider_id ?? 0);
  const { values, errors } = validateStep(step, submitted, {}, {}, { today: now });
  refuse(errors);
  const ids = { productId: card.provider_alias === 'amex' ? 4 : 3, instrumentId: card.id };
  const city = await resolvePincodeCity(db, String(values.pincode), ids);
  if (!city) throw httpError(422, INVALID_PINCODE, { fields: { pincode: INVALID_PINCODE } });
  values.city = city;
  if (typeof values.officePincode === 'string') {
    const officeCity = await resolvePincodeCity(db, values.officePincode, ids);
    if (!officeCity) {
      throw httpError(422, INVALID_PINCODE, { fields: { officePincode: INVALID_PINCODE } });
    }
    values.officeCity = officeCity;
  }
  const stored: Answers = { ...values };
  if (typeof values.aadhaar === 'string') stored.aadhaar = maskAadhaar(values.aadhaar);
  return { values, stored };
}

function refuse(errors: Record<string, string>): void {
  const messages = Object.values(errors);
  if (messages.length > 0) {
    throw httpError(422, messages[0] as string, { fields: errors });
  }
}

function safeValue(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return v.length <= 1000 && isSafeText(v);
  if (typeof v === 'number') return Number.isFinite(v);
  if (v === null || typeof v === 'boolean' || v === undefined) return true;
  if (depth > 2) return false;
  if (Array.isArray(v)) return v.length <= 20 && v.every((x) => safeValue(x, depth + 1));
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>);
    return (
      entries.length <= 20 && entries.every(([k, x]) => isSafeText(k) && safeValue(x, depth + 1))
    );
  }
  return false;
}

/**
 * The lead an instant-apply form is saved on: the given lead of the caller (its answers
 * updated), else the caller's instant-apply lead for this card still waiting for the bank (a
 * retry), else a new complete lead of the issuer's journey.
 */
async function instantLead(
  tx: Tx,
  args: {
    owner: ReturnType<typeof ownerOf>;
    actor: Actor & { visitorId: string };
    card: CardView;
    journey: { prefix: string; version: number; productId: number; finalRoute: string };
    form: InstantForm;
    leadId: string | undefined;
    now: Date;
  },
): Promise<{ lead: LeadRow; values: Answers }> {
  const { owner, actor, card, journey, form, now } = args;
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
