import type { Answers, StepDef } from '@tara/core';
import { leadDocument } from '../../db/leadDocument.js';
import type { DbOrTx } from '../../db/types.js';

/** The answer of a file field names a document that is not this lead's upload for it. */
export const UPLOAD_AGAIN = 'Please upload the document again';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The step's file answers, checked: each names a document uploaded to this very lead for
 * the field's document type (POST /api/documents). Field name → message for the others.
 */
export async function fileAnswerErrors(
  db: DbOrTx,
  leadId: string | null,
  step: StepDef,
  values: Answers,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const field of step.fields) {
    const id = values[field.name];
    if (field.kind !== 'file' || !field.file || id === undefined || id === null || id === '') {
      continue;
    }
    const ok =
      leadId !== null &&
      typeof id === 'string' &&
      UUID.test(id) &&
      (await leadDocument(db, leadId, id, field.file.documentType)) !== null;
    if (!ok) errors[field.name] = UPLOAD_AGAIN;
  }
  return errors;
}
