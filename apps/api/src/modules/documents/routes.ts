import { Socket } from 'node:net';
import fastifyMultipart from '@fastify/multipart';
import type { JourneyDef } from '@tara/core';
import type { DocumentUploadResponse, Fits } from '@tara/core/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, httpError, LEAD_NOT_FOUND } from '../../http/errors.js';
import { COOKIE_SECURITY, errorResponses, safeText } from '../../http/schemas.js';
import type { UploadLimits } from '../../http/serverLimits.js';
import { slotsPerIp } from '../../http/slotsPerIp.js';
import { watchBodyRate } from '../../http/watchBodyRate.js';
import type { AuthDeps } from '../auth/deps.js';
import { actorOf } from '../auth/session.js';
import { visitorIdFor } from '../auth/visitor.js';
import {
  type DocumentDeps,
  readDocument,
  tooLarge,
  uploadDocument,
  uploadTargetOf,
} from './service.js';

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

const DocumentUploadResponseSchema = z.object({ data: z.object({ results: DocumentViewSchema }) });

/** Where an upload goes: in the query string, so that it is checked before the body. */
const UploadTargetSchema = z.object({
  leadId: safeText(100).pipe(z.string().min(1, 'Required')),
  step: safeText(100).pipe(z.string().min(1, 'Required')),
  field: safeText(100).pipe(z.string().min(1, 'Required')),
});

const TOO_MANY_AT_ONCE =
  'Too many uploads at once from your network. Please wait for one to finish and try again';
const TOO_SLOW = 'The upload was too slow and was stopped. Please try again on a better connection';

/** POST /api/documents (multipart upload) and GET /api/documents/:id (read back). */
export const documentRoutes =
  (
    deps: DocumentDeps & {
      auth: AuthDeps;
      definitions: readonly JourneyDef[];
      uploadLimits: UploadLimits;
    },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const maxFileBytes = Math.max(1, largestFileBytes(deps.definitions));
    const limits = deps.uploadLimits;
    const slots = slotsPerIp(limits.perIpAtOnce);
    // Multipart parsing exists only inside this plugin; every other route stays JSON-only.
    await app.register(fastifyMultipart, {
      limits: {
        fileSize: maxFileBytes,
        files: 1,
        fields: 0,
        parts: 6,
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
            'leadId, step and field in the query string; multipart/form-data with one file, "file". ' +
            'The caller and the lead are checked before the body is read; the type is read from the content',
          consumes: ['multipart/form-data'],
          querystring: UploadTargetSchema,
          response: {
            200: DocumentUploadResponseSchema,
            ...errorResponses(403, 404, 408, 413, 415, 422, 429),
          },
        },
        // An answer given before the whole body came (a refusal, a cut) closes the connection:
        // the rest of the body is never waited for (decision 065).
        onSend: async (request, reply) => {
          if (!request.raw.complete) reply.header('connection', 'close');
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw httpError(415, 'Content-Type must be multipart/form-data');
        }
        // Who asks, and for which lead and field: before a byte of the body is read.
        const found = await actorOf(deps.auth, request);
        if (!found.visitorId && !found.user) throw httpError(404, LEAD_NOT_FOUND);
        await uploadTargetOf(deps, found, request.query);
        const release = slots.take(request.ip);
        if (!release) throw httpError(429, TOO_MANY_AT_ONCE);
        try {
          const bytes = await readBody(request, maxFileBytes, limits);
          if (!bytes || bytes.length === 0) {
            throw httpError(422, 'file: Required', { fields: { file: 'Required' } });
          }
          const actor = {
            ...found,
            visitorId: await visitorIdFor(deps, request, reply, found.visitorId),
          };
          const results = await uploadDocument(deps, actor, { ...request.query, bytes });
          return { data: { results } };
        } finally {
          release();
        }
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
  };

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/zip': 'zip',
};

/**
 * The form's one file, read at no less than the minimum rate: a body that trickles is cut
 * with a 408 (decision 065). Only a real connection is watched (an injected request's body
 * is all there).
 */
async function readBody(
  request: FastifyRequest,
  maxFileBytes: number,
  limits: UploadLimits,
): Promise<Buffer | null> {
  const reading = readForm(request, maxFileBytes);
  if (!(request.raw.socket instanceof Socket)) return reading;
  const watch = watchBodyRate(request.raw, {
    minBytesPerSecond: limits.minBytesPerSecond,
    windowMs: limits.rateWindowMs,
    tooSlow: () => httpError(408, TOO_SLOW),
  });
  // Cut off, the reading fails later, when its connection is closed: nobody waits for it.
  reading.catch(() => {});
  try {
    return await Promise.race([reading, watch.slow]);
  } finally {
    watch.stop();
  }
}

/** The one file of the form; the plugin's limits refuse anything more (a field: 422). */
async function readForm(request: FastifyRequest, maxFileBytes: number): Promise<Buffer | null> {
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file' || bytes) {
        throw httpError(422, 'Send one file, in the field "file"', {
          fields: { file: 'Send one file' },
        });
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    throw formError(error, maxFileBytes);
  }
  return bytes;
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
    return httpError(422, 'Send only the file; leadId, step and field go in the query string');
  }
  if (error instanceof HttpError) return error;
  // busboy's own complaints (no boundary, cut short) are the client's body, not our bug.
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return httpError(400, 'Malformed multipart/form-data body');
}

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  Fits<z.output<typeof DocumentUploadResponseSchema>, DocumentUploadResponse>,
] = [true];
