import { and, eq, inArray, isNull } from 'drizzle-orm';
import { firstRow } from '../../db/firstRow.js';
import { leadDocument } from '../../db/leadDocument.js';
import { documents } from '../../db/schema.js';
import type { DbOrTx } from '../../db/types.js';

/** A document's row; `erasedAt` is set only once its bytes are deleted (decision 062). */
export type DocumentRow = Omit<typeof documents.$inferSelect, 'erasedAt'> & {
  erasedAt?: Date | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function insertDocument(db: DbOrTx, row: DocumentRow): Promise<void> {
  await db.insert(documents).values(row);
}

export async function findDocument(db: DbOrTx, id: string): Promise<DocumentRow | null> {
  if (!UUID.test(id)) return null;
  return firstRow(db, documents, eq(documents.id, id));
}

/**
 * The document `documentId` if it belongs to lead `leadId` and is of `documentType`, else
 * null. A step save calls this before keeping a file answer (an id), so a lead can only
 * point at its own uploads.
 */
export async function documentOfLead(
  db: DbOrTx,
  leadId: string,
  documentId: string,
  documentType: number,
): Promise<DocumentRow | null> {
  if (!UUID.test(documentId) || !UUID.test(leadId)) return null;
  return leadDocument(db, leadId, documentId, documentType);
}

/** Records that a document's bytes were deleted from the store (decision 062). */
export async function markDocumentErased(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(documents)
    .set({ erasedAt: now })
    .where(and(eq(documents.id, id), isNull(documents.erasedAt)));
}

/** Deletes the documents rows of these leads; returns their storage keys. */
export async function deleteDocumentsOfLeads(
  db: DbOrTx,
  leadIds: readonly string[],
): Promise<string[]> {
  if (leadIds.length === 0) return [];
  const rows = await db
    .delete(documents)
    .where(inArray(documents.leadId, [...leadIds]))
    .returning({ storageKey: documents.storageKey });
  return rows.map((r) => r.storageKey);
}
