import type { DocumentUploadResponse, UploadedDocument } from '@tara/core/contract';
import { ApiError, NETWORK_MESSAGE, toApiError } from './ApiError';
import { deviceContextHeaders } from './deviceContext';

export type { UploadedDocument } from '@tara/core/contract';

export interface UploadTarget {
  leadId: string;
  stepId: string;
  field: string;
}

/**
 * Uploads one file for a `file` field of the lead's step (POST /api/documents, multipart).
 * Where it goes is in the query string: the server checks it before reading the file. The
 * browser sets the multipart boundary; the server checks the type by content. Its own
 * fetch (not `request`, which sends JSON) carries the device context header all the same.
 */
export async function uploadDocument(
  target: UploadTarget,
  file: File,
  signal?: AbortSignal,
): Promise<UploadedDocument> {
  const form = new FormData();
  form.set('file', file, file.name);
  const query = new URLSearchParams({
    leadId: target.leadId,
    step: target.stepId,
    field: target.field,
  });
  let response: Response;
  try {
    response = await fetch(`/api/documents?${query}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...deviceContextHeaders() },
      body: form,
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, [NETWORK_MESSAGE]);
  }
  const body = (await response.json().catch(() => null)) as Partial<DocumentUploadResponse> | null;
  if (!response.ok) throw toApiError(response.status, body);
  const results = body?.data?.results;
  if (!results) throw toApiError(502, body);
  return results;
}
