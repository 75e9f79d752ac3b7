import { and, eq, isNull } from 'drizzle-orm';
import { documents } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';
import type { DocumentStore } from '../../storage/documentStore.js';
import type { DocumentReader } from './okycCall.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads a lead's own uploaded document (decision 023): another lead's id, or a document erased
 * once read (decision 062), reads nothing. The
 * table is read here, not through modules/documents, which sits above the partners (depcruise).
 */
export function storedDocumentReader(db: DbOrTx, store: DocumentStore): DocumentReader {
  return async (leadId, documentId) => {
    if (!UUID.test(documentId) || !UUID.test(leadId)) return null;
    const [row] = await db
      .select({ storageKey: documents.storageKey })
      .from(documents)
      .where(
        and(eq(documents.id, documentId), eq(documents.leadId, leadId), isNull(documents.erasedAt)),
      );
    return row ? store.get(row.storageKey) : null;
  };
}
