import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type FileSpec, findStep, type JourneyRegistry } from '@tara/core';
import { acceptedTypes, sizeText, uploadProblem } from '@tara/core/validation';
import type { Db } from '../../db/types.js';
import { httpError, LEAD_NOT_FOUND } from '../../http/errors.js';
import type { DocumentStore } from '../../storage/documentStore.js';
import type { Actor } from '../auth/deps.js';
import type { LeadRow } from '../leads/data.js';
import { journeyOf } from '../leads/service.js';
import { leadForActor } from './access.js';
import { contentType } from './contentType.js';
import { type DocumentRow, findDocument, insertDocument } from './data.js';

export interface DocumentDeps {
  db: Db;
  journeys: JourneyRegistry;
  now: () => Date;
  store: DocumentStore;
}

export interface Upload {
  leadId: string;
  /** The journey step whose file field this is. */
  step: string;
  /** The file field's name in that step. */
  field: string;
  bytes: Uint8Array;
}

export interface DocumentView {
  id: string;
  mime: string;
  size: number;
  documentType: number;
}

export const DOCUMENT_NOT_FOUND = 'Document not found';
const NO_FILE_FIELD = 'This step has no such file field';

/**
 * Keeps a file for a lead's step: the caller's own lead (or staff), a `file` field of that
 * step in the lead's journey version, no larger than its FileSpec allows, of an accepted type
 * by content. The bytes go to the store under a random key, then the row is written.
 */
export async function uploadDocument(
  deps: DocumentDeps,
  actor: Actor & { visitorId: string },
  upload: Upload,
): Promise<DocumentView> {
  const { lead, spec } = await uploadTargetOf(deps, actor, upload);
  const { bytes } = upload;
  const mime = contentType(bytes);
  // The browser's own rule (core), on what the bytes are rather than what they were called.
  const problem = uploadProblem({ size: bytes.length, mime }, spec);
  if (problem !== null || mime === null) {
    const message = problem ?? `Please upload ${acceptedTypes(spec)}`;
    const status = mime && spec.accept.includes(mime) && bytes.length > spec.maxBytes ? 413 : 422;
    throw httpError(status, message, { fields: { file: message } });
  }
  const row: DocumentRow = {
    id: randomUUID(),
    leadId: lead.id,
    visitorId: actor.visitorId,
    uploadedBy: actor.user?.id ?? null,
    documentType: spec.documentType,
    mime,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    // Random, unrelated to the id or the lead: a leaked key names nobody.
    storageKey: randomBytes(16).toString('hex').replace(/^(..)/, '$1/'),
    createdAt: deps.now(),
  };
  await deps.store.put(row.storageKey, bytes, mime);
  try {
    await insertDocument(deps.db, row);
  } catch (error) {
    await deps.store.delete(row.storageKey).catch(() => {});
    throw error;
  }
  return { id: row.id, mime, size: row.size, documentType: row.documentType };
}

/**
 * The lead and the file field an upload is for, if this caller may upload there: their own
 * lead (or staff), not abandoned (else 404), a `file` field of that step (else 422). Checked
 * before the body is read (decision 065), and again with it.
 */
export async function uploadTargetOf(
  deps: DocumentDeps,
  actor: Actor,
  target: Pick<Upload, 'leadId' | 'step' | 'field'>,
): Promise<{ lead: LeadRow; spec: FileSpec }> {
  const lead = await leadForActor(deps.db, target.leadId, actor);
  if (!lead || lead.status === 'abandoned') throw httpError(404, LEAD_NOT_FOUND);
  return { lead, spec: fileSpecOf(deps.journeys, lead, target.step, target.field) };
}

/** A document and its bytes, for its lead's owner or staff; anyone else 404. */
export async function readDocument(
  deps: DocumentDeps,
  actor: Actor,
  id: string,
): Promise<{ row: DocumentRow; bytes: Uint8Array }> {
  const row = await findDocument(deps.db, id);
  const lead = row ? await leadForActor(deps.db, row.leadId, actor) : null;
  // One deleted once read (the Aadhaar ZIP, decision 062) is not found either.
  if (!row || !lead || row.erasedAt) throw httpError(404, DOCUMENT_NOT_FOUND);
  const bytes = await deps.store.get(row.storageKey);
  if (!bytes) throw new Error(`document ${row.id}: its bytes are missing from the store`);
  return { row, bytes };
}

export function fileSpecOf(
  journeys: JourneyRegistry,
  lead: Parameters<typeof journeyOf>[1],
  stepId: string,
  fieldName: string,
): FileSpec {
  const step = findStep(journeyOf(journeys, lead), stepId);
  const field = step?.fields.find((f) => f.name === fieldName && f.kind === 'file');
  if (!field?.file) throw httpError(422, NO_FILE_FIELD, { fields: { field: NO_FILE_FIELD } });
  return field.file;
}

/** Core's too-large message for a body the multipart parser cut off (413). */
export function tooLarge(maxBytes: number) {
  const message = `This file is too large. Please upload a file of up to ${sizeText(maxBytes)}`;
  return httpError(413, message, { fields: { file: message } });
}
