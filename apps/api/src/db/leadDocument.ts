import { and, eq } from 'drizzle-orm';
import { firstRow } from './firstRow.js';
import { documents } from './schema.js';
import type { DbOrTx } from './types.js';

/**
 * The document `documentId` if it was uploaded to lead `leadId` as `documentType`, else null:
 * the documents module's check before it serves one, and the leads module's before a step
 * keeps a file answer (the two modules are layered, so neither imports the other's).
 */
export function leadDocument(
  db: DbOrTx,
  leadId: string,
  documentId: string,
  documentType: number,
): Promise<typeof documents.$inferSelect | null> {
  return firstRow(
    db,
    documents,
    and(
      eq(documents.id, documentId),
      eq(documents.leadId, leadId),
      eq(documents.documentType, documentType),
    ),
  );
}
