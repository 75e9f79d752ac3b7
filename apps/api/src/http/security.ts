import type { FastifyInstance, FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Calls the spec makes with no body at all (the session check and logout). */
const BODYLESS = new Set(['/api/user/login', '/api/user/logout']);

/**
 * Guards every state-changing call under /api: a foreign Origin is refused (403), and the
 * body must be JSON (415), which also makes a cross-site form post impossible.
 */
export function registerRequestGuards(app: FastifyInstance, allowedOrigins: string[]): void {
  const allowed = new Set(allowedOrigins.map((o) => o.toLowerCase()));
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method) || !isApi(request.url)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !originAllowed(request, origin, allowed)) {
      return reply.code(403).send({ errors: ['Origin not allowed'] });
    }
    if (BODYLESS.has(request.url) && hasNoBody(request)) return;
    if (!isJson(request.headers['content-type'])) {
      return reply.code(415).send({ errors: ['Content-Type must be application/json'] });
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
  });
}

export const isApi = (url: string): boolean => url === '/api' || url.startsWith('/api/');

function hasNoBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] === undefined && (length === undefined || length === '0')
  );
}

function isJson(contentType: string | undefined): boolean {
  const media = contentType?.split(';')[0]?.trim().toLowerCase();
  return media === 'application/json';
}

function originAllowed(request: FastifyRequest, origin: string, allowed: Set<string>): boolean {
  const o = origin.toLowerCase().replace(/\/$/, '');
  if (allowed.has(o)) return true;
  const own = `${request.protocol}://${request.host}`.toLowerCase();
  return o === own;
}
