import { type Answers, answerText } from '@tara/core';
import { maskName, maskPan } from '../../http/mask.js';
import type { PartnerCall, PartnerCallQuestion } from '../partnerCall.js';
import {
  BUSINESS_DOCUMENT_OUTCOMES,
  type BusinessDocument,
  type BusinessDocumentKind,
  checkBusinessDocument,
  KARZA_BUSINESS_DOCUMENT_CALL,
  KARZA_PAN_NAME_CALL,
  type KarzaClient,
  PAN_NAME_OUTCOMES,
  type PanNameQuery,
} from './types.js';

// The answers each call reads, first found wins: the spec's API field names and the obvious
// journey keys (the business-loan journey is written elsewhere; align its keys here).
const PAN_KEYS = ['pancard', 'pan'];
const NAME_KEYS = ['fullName', 'name'];
/** Step15 offers shop establishment, FSSAI, then GSTIN (Udyam last): its order, first wins. */
const STEP_ORDER: readonly BusinessDocumentKind[] = [
  'shopEstablishment',
  'fssai',
  'gstin',
  'udyam',
];
const DOCUMENT_KEYS: Record<BusinessDocumentKind, readonly string[]> = {
  shopEstablishment: ['shopRegNo', 'regNo', 'shopEstablishmentNo'],
  fssai: ['fssaiId', 'fssaiNo'],
  gstin: ['gstinId', 'gstin'],
  udyam: ['udyamRegNo', 'udyamNo'],
};

/** `karza.panName`: does the PAN's register hold the name the applicant typed? */
export function karzaPanNameCall(client: KarzaClient): PartnerCall {
  return {
    name: KARZA_PAN_NAME_CALL,
    mode: client.mode,
    outcomes: PAN_NAME_OUTCOMES,
    input: (call) => ({ ...panNameQuery(call) }),
    async run(call) {
      const query = panNameQuery(call);
      const answer = await client.panName(query, call.attempt);
      // The register's name is someone's personal data: kept masked, never whole.
      const facts = { nameOnPan: maskName(answer.name) };
      return {
        kind: 'answered',
        outcome: answer.outcome,
        facts,
        record: {
          request: { pan: maskPan(query.pan), name: maskName(query.name) },
          response: { outcome: answer.outcome, ...facts },
        },
      };
    },
  };
}

/**
 * `karza.businessDocument` (business loan step15): the one business document the user gave,
 * checked by its own Karza check.
 */
export function karzaBusinessDocumentCall(client: KarzaClient): PartnerCall {
  return {
    name: KARZA_BUSINESS_DOCUMENT_CALL,
    mode: client.mode,
    outcomes: BUSINESS_DOCUMENT_OUTCOMES,
    input: (call) => ({ ...businessDocumentOf(call.answers) }),
    async run(call) {
      const document = businessDocumentOf(call.answers);
      const answer = await checkBusinessDocument(client, document, call.attempt);
      const request = { kind: document.kind, id: document.id };
      if (answer.outcome === 'rejected') {
        // The journey's word (step15): not verified; step17 decides whether that rejects.
        return {
          kind: 'answered',
          outcome: 'notVerified',
          facts: { documentKind: document.kind },
          record: { request, response: { outcome: 'rejected' } },
        };
      }
      const facts = {
        documentKind: document.kind,
        businessName: answer.businessName,
        businessAddress: answer.address,
      };
      return {
        kind: 'answered',
        outcome: 'verified',
        facts,
        record: { request, response: { outcome: 'verified', ...facts } },
      };
    },
  };
}

function panNameQuery(call: PartnerCallQuestion): PanNameQuery {
  const pan = first(call.answers, PAN_KEYS)?.toUpperCase();
  const name =
    first(call.answers, NAME_KEYS) ??
    [
      first(call.answers, ['firstName']),
      first(call.answers, ['middleName']),
      first(call.answers, ['lastName']),
    ]
      .filter(Boolean)
      .join(' ');
  if (!pan || !name) throw new Error('karza.panName needs a PAN and a name');
  return { pan, name };
}

/** The first business document answered, in step15's order; a journey bug when none is. */
export function businessDocumentOf(answers: Answers): BusinessDocument {
  // The kind step15 chose wins (an id left over from another choice is not sent).
  const chosen = STEP_ORDER.find((k) => k === answerText(answers.businessDocumentType));
  const id = chosen ? first(answers, DOCUMENT_KEYS[chosen]) : null;
  if (chosen && id) return { kind: chosen, id: id.toUpperCase() };
  for (const kind of STEP_ORDER) {
    const id = first(answers, DOCUMENT_KEYS[kind]);
    if (id) return { kind, id: id.toUpperCase() };
  }
  throw new Error('karza.businessDocument needs one business document id');
}

const first = (answers: Answers, keys: readonly string[]): string | null => {
  for (const key of keys) {
    const text = answerText(answers[key]);
    if (text) return text;
  }
  return null;
};
