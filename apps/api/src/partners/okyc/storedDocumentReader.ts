import type { DbOrTx } from '../../db/types.js';
import { findDocument } from '../../modules/documents/data.js';
import type { DocumentStore } from '../../storage/documentStore.js';
import type { DocumentReader } from './okycCall.js';

/** Reads a lead's own uploaded document (decision 023): another lead's id reads nothing. */
export function storedDocumentReader(db: DbOrTx, store: DocumentStore): DocumentReader {
  return async (leadId, documentId) => {
    const row = await findDocument(db, documentId);
    if (!row || row.leadId !== leadId) return null;
    return store.get(row.storageKey);
  };
}
