import { randomUUID } from 'node:crypto';
import type { Answers, JourneyRegistry, UtmFields } from '@tara/core';
import type { Db } from '../../db/types.js';
import { HttpError, httpError } from '../../http/errors.js';
import {
  claimKey,
  completeKey,
  type IdempotencyScope,
  releaseKey,
  type StoredResponse,
} from '../../http/idempotency.js';
import {
  type IssuerAdapters,
  type IssuerDecision,
  IssuerUnavailable,
  isIssuerAlias,
} from '../../partners/issuers/index.js';
import { type Actor, type AuthDeps, ownerOf } from '../auth/deps.js';
import type { CardCatalog } from '../cards/catalog.js';
import { cardNotFound } from '../cards/service.js';
import type { LeadRow } from '../leads/data.js';
import { applyAnswer } from './applyAnswer.js';
import type { ApplicationRow } from './data.js';
import { instantApplyGate, requireAccepted } from './instantApplyGate.js';
import { instantForm } from './instantForm.js';
import { instantLead } from './instantLead.js';
import { journeyLead } from './journeyLead.js';
import { recordSay } from './recordSay.js';
import { answerSubmission, claimSubmission, releaseSubmission } from './submissionClaim.js';
import { type SubmissionPass, submissionGate } from './submissionGate.js';

export const BANK_UNREACHABLE =
  'The bank could not be reached. Your application is saved; please try again.';
export const APPLY_BUSY = 'This application is being sent to the bank; please wait a moment';

export interface ApplyDeps {
  db: Db;
  auth: AuthDeps;
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
  /** The applicant ticked the acceptance box of the review screen (decision 028). */
  accepted?: boolean | undefined;
  /** The lead OTP, when the lead's mobile is not verified yet. */
  otp?: string | undefined;
  /** The whole Aadhaar number, for an issuer that needs it (the lead keeps its last 4). */
  aadhaar?: string | undefined;
}

interface Prepared {
  lead: LeadRow;
  application: ApplicationRow;
  values: Answers;
}

/**
 * POST /cards/apply: sends a finished card lead, or the instant-apply form, to the card's
 * issuer and keeps the provider response record. Two transactions around the bank call: the
 * first saves the lead and claims the submission (so nothing is lost when the bank is down,
 * and nobody else sends the same lead for the same card meanwhile: decision 013), the second
 * stores the answer. The Idempotency-Key is claimed in the first and completed in the second;
 * when the bank cannot be reached both claims are given back, so a retry may succeed.
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
  const providerId = card.provider_id;
  const adapter = deps.issuers[alias];
  const form = input.instantApply
    ? await instantForm({ db: deps.db, secret: deps.auth.otpKey }, card, input.instantApply, now)
    : null;
  // Only with the applicant's say-so (decisions 028, 060): accepted, and the mobile verified.
  // A journey lead's is checked before the transaction; an instant-apply form's in it, under
  // its applicant's lock (instantApplyGate).
  let journeyPass: SubmissionPass = { provedMobile: null };
  if (form) requireAccepted(input.accepted);
  else journeyPass = await submissionGate(deps, actor, input);
  const scope: IdempotencyScope = { visitorId: actor.visitorId, now, ...idempotency };
  const owner = ownerOf(actor);

  type First = StoredResponse | Prepared | HttpError;
  const first = await deps.db.transaction(async (tx): Promise<First> => {
    const pass = form
      ? await instantApplyGate(tx, deps.auth, actor, { cardId: card.id, form, otp: input.otp })
      : journeyPass;
    // A refused code: the transaction commits its try (so it counts), then the request fails.
    if (pass instanceof HttpError) return pass;
    const key = await claimKey(tx, scope);
    if (key.kind === 'replay') return key.response;
    if (key.kind === 'busy') throw httpError(409, APPLY_BUSY);
    const { lead, values } = form
      ? await instantLead(tx, {
          owner,
          actor,
          card,
          journey,
          form,
          leadId: input.leadId,
          limits: deps.auth.limits,
          now,
        })
      : await journeyLead(tx, {
          owner,
          leadId: input.leadId,
          card,
          journeys: deps.journeys,
          aadhaar: input.aadhaar,
          now,
        });
    await recordSay(tx, lead, pass, card.id, now);
    const claim = await claimSubmission(
      tx,
      {
        id: randomUUID(),
        leadId: lead.id,
        cardId: card.id,
        providerId,
        applicantKey: form?.applicant ?? null,
      },
      now,
    );
    // Another request is at the bank with this lead and card: refused, and (the transaction
    // rolling back) the Idempotency-Key is not kept, so the caller may simply ask again.
    if (claim.kind === 'busy') throw httpError(409, APPLY_BUSY);
    if (claim.kind === 'answered') {
      const done = applyAnswer(claim.application, input.lastLocation);
      await completeKey(tx, scope, done);
      return done;
    }
    return { lead, application: claim.application, values };
  });
  if (first instanceof HttpError) throw first;
  if (!('application' in first)) return first;

  // Outside any transaction: a network call must not hold row locks. An error other than
  // IssuerUnavailable leaves both claims in place (the bank may have the application) until
  // they go stale.
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
      await releaseSubmission(tx, application, error.kind, deps.now());
      await releaseKey(tx, scope);
      return { statusCode: 502, body: { errors: [BANK_UNREACHABLE], lead_id: lead.id } };
    });
  }
  const meta = { ...decision.meta, adapter: `${adapter.alias}:${adapter.mode}` };
  return deps.db.transaction(async (tx) => {
    const row = await answerSubmission(tx, application, { ...decision, meta }, deps.now());
    const done = applyAnswer(row, input.lastLocation);
    await completeKey(tx, scope, done);
    return done;
  });
}
