import type { DbOrTx } from '../../db/types.js';
import type { DocumentStore } from '../../storage/documentStore.js';
import { findDocument, markDocumentErased } from './data.js';

/**
 * Deletes a lead's uploaded document from the store once a call has read it (the Aadhaar
 * offline e-KYC ZIP: with its share code it opens the resident's KYC, and only the call's
 * facts may be kept; decisions 025, 062). The row stays, marked erased, as the record of the
 * upload; reading it again finds nothing. Another lead's document, or one already erased, is
 * left alone. A store that fails throws, and nothing is marked.
 */
export async function eraseLeadDocument(
  deps: { db: DbOrTx; store: DocumentStore; now: () => Date },
  leadId: string,
  documentId: string,
): Promise<void> {
  const row = await findDocument(deps.db, documentId);
  if (!row || row.leadId !== leadId || row.erasedAt) return;
  await deps.store.delete(row.storageKey);
  await markDocumentErased(deps.db, row.id, deps.now());
}
