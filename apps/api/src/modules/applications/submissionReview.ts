import {
  CONSENT_TEXTS,
  issuerTermsUrl,
  type JourneyRegistry,
  reviewRows,
  type SubmissionReview,
} from '@tara/core';
import type { Db } from '../../db/types.js';
import { httpError, LEAD_NOT_FOUND } from '../../http/errors.js';
import { type Actor, ownerOf } from '../auth/deps.js';
import type { CardCatalog } from '../cards/catalog.js';
import { cardNotFound } from '../cards/service.js';
import { readLead } from '../leads/data.js';
import { FINISH_FIRST } from './journeyLead.js';
import { leadMobileVerified } from './submissionGate.js';
import { aadhaarAsked } from './wholeAadhaar.js';

/**
 * GET /cards/apply/review (decision 028): what applying with this lead for this card will
 * send — the answers of the steps gone through, identifiers masked — the card's fees and its
 * issuer's terms, whether the lead's mobile still needs its OTP and whether the issuer needs
 * the whole Aadhaar number again (decision 061).
 */
export async function submissionReview(
  deps: { db: Db; catalog: CardCatalog; journeys: JourneyRegistry },
  actor: Actor,
  input: { leadId: string; cardId: number },
): Promise<SubmissionReview> {
  const card = (await deps.catalog.get()).byId.get(input.cardId)?.view;
  if (!card) throw cardNotFound(input.cardId);
  const lead = await readLead(deps.db, input.leadId, ownerOf(actor));
  const def = lead ? deps.journeys.find(lead.journey) : undefined;
  if (!lead || !def || lead.status === 'abandoned' || !lead.journey.startsWith('credit-cards/')) {
    throw httpError(404, LEAD_NOT_FOUND);
  }
  if (lead.status !== 'complete') throw httpError(409, FINISH_FIRST);
  const mobile = typeof lead.answers.mobile === 'string' ? lead.answers.mobile : '';
  const accept = CONSENT_TEXTS.submission;
  return {
    leadId: lead.id,
    card: {
      id: card.id,
      name: card.name,
      issuer: card.issuer_bank_name,
      joining_fee: card.joining_fee,
      annual_fee: card.annual_fee,
      discounted_fee: card.discounted_fee,
      terms_url: issuerTermsUrl(card.provider_alias),
    },
    rows: reviewRows(def, lead.history, lead.answers),
    mobile,
    otpNeeded: !(await leadMobileVerified(deps.db, actor, lead)),
    aadhaarLast4: aadhaarAsked(def, lead.answers, card.provider_alias)?.last4 ?? null,
    acceptText: accept.text,
    acceptVersion: accept.version,
  };
}
