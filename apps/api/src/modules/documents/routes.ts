import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError, LEAD_NOT_FOUND } from '../../http/errors.js';
import { COOKIE_SECURITY, errorResponses, safeText } from '../../http/schemas.js';
import { ensureVisitor } from '../../http/visitor.js';
import type { AuthDeps } from '../auth/deps.js';
import { actorOf } from '../auth/session.js';
import { type DocumentDeps, readDocument, tooLarge, uploadDocument } from './service.js';

/**
 * The largest file any journey's FileSpec may take (a larger maxBytes is capped here): the
 * upload route's body limit, with room for the multipart framing and the text fields.
 */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
const MULTIPART_OVERHEAD = 64 * 1024;

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
  (deps: DocumentDeps & { auth: AuthDeps }): FastifyPluginAsyncZod =>
  async (app) => {
    // Multipart parsing exists only inside this plugin; every other route stays JSON-only.
    await app.register(fastifyMultipart, {
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
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
        bodyLimit: UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD,
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
        const { fields, bytes } = await readForm(request);
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
    throw formError(error);
  }
  return { fields, bytes };
}

function formError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(UPLOAD_MAX_BYTES);
  if (code === 'FST_FILES_LIMIT') {
    return httpError(422, 'Send one file, in the field "file"', {
      fields: { file: 'Send one file' },
    });
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return httpError(422, 'Send only leadId, step, field and file');
  }
  return error;
}
