// Karza: PAN-and-name match and the business document checks (spec 02 §7).

import { PAN_UNAVAILABLE } from '../loans/panCheck.js';

export const KARZA_PAN_NAME_CALL = 'karza.panName';
export const PAN_NAME_OUTCOMES = ['matched', 'mismatch'] as const;

export const KARZA_BUSINESS_DOCUMENT_CALL = 'karza.businessDocument';
export const BUSINESS_DOCUMENT_OUTCOMES = ['verified', 'notVerified'] as const;

/** Spec 02 §8: a PAN check answered 500 or above (the loan partners' text). */
export const PAN_CHECK_UNAVAILABLE = PAN_UNAVAILABLE;
export const BUSINESS_CHECK_UNAVAILABLE = 'Something went wrong';

/** Spec 02 §8: appended to the PAN errors on a name mismatch. */
export const nameOnPanMessage = (name: string): string =>
  `The name associated with entered PAN is ${name}`;

export interface PanNameQuery {
  /** Upper case, 10 characters. */
  pan: string;
  name: string;
}

export type PanNameAnswer = {
  outcome: (typeof PAN_NAME_OUTCOMES)[number];
  /** The name the PAN register holds. */
  name: string;
};

/** The business documents of step15: the user gives one of them. */
export const BUSINESS_DOCUMENT_KINDS = ['gstin', 'fssai', 'shopEstablishment', 'udyam'] as const;
export type BusinessDocumentKind = (typeof BUSINESS_DOCUMENT_KINDS)[number];

export interface BusinessDocument {
  kind: BusinessDocumentKind;
  /** The GSTIN, FSSAI licence number, shop establishment registration or Udyam number. */
  id: string;
}

export type BusinessDocumentAnswer =
  | { outcome: 'verified'; businessName: string; address: string }
  | { outcome: 'rejected' };

/** Karza, sandbox or live. Every check throws PartnerUnavailable when Karza cannot answer. */
export interface KarzaClient {
  readonly mode: 'sandbox' | 'live';
  panName(query: PanNameQuery, attempt: number): Promise<PanNameAnswer>;
  gstin(gstinId: string, attempt: number): Promise<BusinessDocumentAnswer>;
  fssai(fssaiId: string, attempt: number): Promise<BusinessDocumentAnswer>;
  shopEstablishment(regNo: string, attempt: number): Promise<BusinessDocumentAnswer>;
  udyam(udyamRegNo: string, attempt: number): Promise<BusinessDocumentAnswer>;
}

/** One business document checked by its own Karza check. */
export function checkBusinessDocument(
  client: KarzaClient,
  document: BusinessDocument,
  attempt: number,
): Promise<BusinessDocumentAnswer> {
  switch (document.kind) {
    case 'gstin':
      return client.gstin(document.id, attempt);
    case 'fssai':
      return client.fssai(document.id, attempt);
    case 'shopEstablishment':
      return client.shopEstablishment(document.id, attempt);
    case 'udyam':
      return client.udyam(document.id, attempt);
  }
}

/** Names compared as people type them: case, dots and spacing aside. */
export const sameName = (a: string, b: string): boolean => {
  const norm = (s: string) =>
    s.toUpperCase().replace(/[.]/g, ' ').split(/\s+/).filter(Boolean).join(' ');
  return norm(a) === norm(b);
};
