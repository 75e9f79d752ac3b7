import fastifyMultipart from '@fastify/multipart';
import type { JourneyDef } from '@tara/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, httpError, LEAD_NOT_FOUND } from '../../http/errors.js';
import { COOKIE_SECURITY, errorResponses, safeText } from '../../http/schemas.js';
import type { AuthDeps } from '../auth/deps.js';
import { actorOf } from '../auth/session.js';
import { ensureVisitor } from '../auth/visitor.js';
import { type DocumentDeps, readDocument, tooLarge, uploadDocument } from './service.js';

/** Room for the multipart framing and the three text fields, over the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The largest maxBytes of any file field of these journeys: the upload's size limit. */
export function largestFileBytes(definitions: readonly JourneyDef[]): number {
  let largest = 0;
  for (const def of definitions) {
    for (const step of def.steps) {
      for (const field of step.fields) largest = Math.max(largest, field.file?.maxBytes ?? 0);
    }
  }
  return largest;
}

const DocumentViewSchema = z.object({
  id: z.string(),
  mime: z.string(),
  size: z.number().int(),
  documentType: z.number().int(),
});

const UploadFieldsSchema = z.object({
  leadId: safeText(100).pipe(z.string().min(1, 'Required')),
  step: safeText(100).pipe(z.string().min(1, 'Required')),
  field: safeText(100).pipe(z.string().min(1, 'Required')),
});

/** POST /api/documents (multipart upload) and GET /api/documents/:id (read back). */
export const documentRoutes =
  (
    deps: DocumentDeps & { auth: AuthDeps; definitions: readonly JourneyDef[] },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const maxFileBytes = Math.max(1, largestFileBytes(deps.definitions));
    // Multipart parsing exists only inside this plugin; every other route stays JSON-only.
    await app.register(fastifyMultipart, {
      limits: {
        fileSize: maxFileBytes,
        files: 1,
        fields: 3,
        parts: 6,
        fieldSize: 200,
        headerPairs: 20,
      },
    });

    app.post(
      '/api/documents',
      {
        bodyLimit: maxFileBytes + MULTIPART_OVERHEAD,
        schema: {
          tags: ['documents'],
          operationId: 'documentUpload',
          summary: 'Upload a document for a file field of a lead',
          security: COOKIE_SECURITY,
          description:
            'multipart/form-data with leadId, step, field and one file; the type is read from the content',
          consumes: ['multipart/form-data'],
          response: {
            200: z.object({ data: z.object({ results: DocumentViewSchema }) }),
            ...errorResponses(403, 404, 413, 415, 422),
          },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw httpError(415, 'Content-Type must be multipart/form-data');
        }
        const { fields, bytes } = await readForm(request, maxFileBytes);
        const parsed = UploadFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          const issues = parsed.error.issues.map((i) => [String(i.path[0]), i.message] as const);
          throw httpError(422, issues.map(([f, m]) => `${f}: ${m}`).join('; '), {
            fields: Object.fromEntries(issues),
          });
        }
        if (!bytes || bytes.length === 0) {
          throw httpError(422, 'file: Required', { fields: { file: 'Required' } });
        }
        const found = await actorOf(deps.auth, request);
        if (!found.visitorId && !found.user) throw httpError(404, LEAD_NOT_FOUND);
        const actor = { ...found, visitorId: await visitorOf(request, reply, found.visitorId) };
        const results = await uploadDocument(deps, actor, { ...parsed.data, bytes });
        return { data: { results } };
      },
    );

    app.get(
      '/api/documents/:id',
      {
        schema: {
          tags: ['documents'],
          operationId: 'documentRead',
          summary: 'Download an uploaded document',
          security: COOKIE_SECURITY,
          description: "The document's bytes, for its lead's owner or staff (anyone else 404)",
          params: z.object({ id: safeText(100) }),
          // Bytes, not JSON: Fastify sends a Buffer as it is, past any serializer.
          response: {
            200: z.unknown().describe('The document, with its stored Content-Type'),
            ...errorResponses(404, 422),
          },
        },
      },
      async (request, reply) => {
        const actor = await actorOf(deps.auth, request);
        const { row, bytes } = await readDocument(deps, actor, request.params.id);
        const extension = EXTENSIONS[row.mime] ?? 'bin';
        return reply
          .type(row.mime)
          .header('content-disposition', `attachment; filename="document-${row.id}.${extension}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      },
    );

    const visitorOf = async (
      request: FastifyRequest,
      reply: FastifyReply,
      visitorId: string | null,
    ): Promise<string> =>
      visitorId ??
      ensureVisitor(deps.db, request, reply, {
        now: deps.now(),
        secure: deps.auth.secureCookies,
        limits: deps.auth.limits,
      });
  };

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/zip': 'zip',
};

/** The text fields and the one file of the form; the plugin's limits refuse anything more. */
async function readForm(
  request: FastifyRequest,
  maxFileBytes: number,
): Promise<{ fields: Record<string, string>; bytes: Buffer | null }> {
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || bytes) {
          throw httpError(422, 'Send one file, in the field "file"', {
            fields: { file: 'Send one file' },
          });
        }
        bytes = await part.toBuffer();
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw formError(error, maxFileBytes);
  }
  return { fields, bytes };
}

function formError(error: unknown, maxFileBytes: number): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxFileBytes);
  if (code === 'FST_FILES_LIMIT') {
    return httpError(422, 'Send one file, in the field "file"', {
      fields: { file: 'Send one file' },
    });
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return httpError(422, 'Send only leadId, step, field and file');
  }
  if (error instanceof HttpError) return error;
  // busboy's own complaints (no boundary, cut short) are the client's body, not our bug.
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return httpError(400, 'Malformed multipart/form-data body');
}
