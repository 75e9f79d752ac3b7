import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body exactly as received, for idempotency hashing. */
    rawBody?: string;
  }
}

/**
 * Fastify's own safe JSON parser (prototype-poisoning keys refused), keeping the raw text:
 * the idempotency hash is taken over the bytes, never by re-serialising a parsed value.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    parse(request, body as string, done);
  });
}
