import type { LeadDocumentName } from '@tara/core/engine';

// The documents the API generates for a lead (decision 024), as a step offers them.

const DOCUMENT_FILES: Record<LeadDocumentName, string> = {
  nachForm: 'nach-form.pdf',
  agreement: 'agreement.pdf',
  kfs: 'kfs',
};

/** Where the API serves a lead's generated document (its owner's session only). */
export function leadDocumentHref(leadId: string, document: LeadDocumentName): string {
  return `/api/leads/${encodeURIComponent(leadId)}/documents/${DOCUMENT_FILES[document]}`;
}
