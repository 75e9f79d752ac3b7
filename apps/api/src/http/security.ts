import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLoopbackHost } from './loopback.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Calls the spec makes with no body at all (the session check and logout). */
const BODYLESS = new Set(['/api/user/login', '/api/user/logout']);

/**
 * Uploads (decision 023): multipart/form-data, which a cross-site form could also send, so
 * these routes need an Origin header, and an allowed one (browsers send Origin on every POST).
 */
export const MULTIPART_ROUTES = new Set(['/api/documents']);

/**
 * Server-to-server callbacks (a bank's e-mandate result, decision 022): no browser page of
 * ours makes them, so an Origin header, when a bank's client sends one, proves nothing either
 * way. The route checks an HMAC signature of the body instead; the body must still be JSON.
 */
export const SIGNED_CALLBACKS: ReadonlySet<string> = new Set([
  '/api/callbacks/enach',
  // Razorpay's webhook (decision 041).
  '/api/callbacks/razorpay',
]);

export interface GuardOptions {
  /** ALLOWED_ORIGINS: origins allowed besides the public one. */
  allowedOrigins: readonly string[];
  /** PUBLIC_ORIGIN: the site's own origin. */
  publicOrigin?: string | undefined;
  /** Production trusts only the configured origins, never one built from the Host header. */
  production: boolean;
}

/**
 * Guards every state-changing request, whatever its path looks like: the router decodes
 * `/%61pi/…` to `/api/…`, so a check of the raw URL could be walked around. A foreign Origin
 * is refused (403), and the body must be JSON (415), which also makes a cross-site form post
 * impossible. Nothing else of ours answers POST, PUT, PATCH or DELETE.
 */
export function registerRequestGuards(app: FastifyInstance, options: GuardOptions): void {
  const allowed = new Set(
    [...options.allowedOrigins, ...(options.publicOrigin ? [options.publicOrigin] : [])].map(
      normaliseOrigin,
    ),
  );
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    const route = request.routeOptions.url ?? '';
    const signed = SIGNED_CALLBACKS.has(route);
    if (
      origin !== undefined &&
      !signed &&
      !originAllowed(request, origin, allowed, options.production)
    ) {
      return reply.code(403).send({ errors: ['Origin not allowed'] });
    }
    if (BODYLESS.has(route) && hasNoBody(request)) return;
    if (MULTIPART_ROUTES.has(route) && isMultipart(request.headers['content-type'])) {
      if (origin === undefined) return reply.code(403).send({ errors: ['Origin required'] });
      return;
    }
    if (!isJson(request.headers['content-type'])) {
      return reply.code(415).send({ errors: ['Content-Type must be application/json'] });
    }
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    // API answers carry personal data unless a route says otherwise (a catalog, a versioned
    // journey): no shared or browser cache keeps them.
    if (isApi(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}

/**
 * Whether a URL is under /api as the router sees it: percent-decoded and in any case (the
 * router is case-sensitive, so `/API/x` matches nothing, but it must get a JSON 404, not the
 * web page).
 */
export const isApi = (url: string): boolean => {
  const path = url.split('?')[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: judged as written
  }
  return [path, decoded].some((p) => {
    const lower = p.toLowerCase();
    return lower === '/api' || lower.startsWith('/api/');
  });
};

function hasNoBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] === undefined && (length === undefined || length === '0')
  );
}

function isMultipart(contentType: string | undefined): boolean {
  const media = contentType?.split(';')[0]?.trim().toLowerCase();
  return media === 'multipart/form-data';
}

function isJson(contentType: string | undefined): boolean {
  const media = contentType?.split(';')[0]?.trim().toLowerCase();
  return media === 'application/json';
}

const normaliseOrigin = (origin: string): string => origin.trim().toLowerCase().replace(/\/$/, '');

/**
 * The configured origins, and outside production the request's own origin when it is on a
 * loopback host (a dev server or a test rig without PUBLIC_ORIGIN). An origin built from any
 * other Host header is never trusted: a DNS-rebinding page sends a Host of its own choosing.
 */
function originAllowed(
  request: FastifyRequest,
  origin: string,
  allowed: ReadonlySet<string>,
  production: boolean,
): boolean {
  const o = normaliseOrigin(origin);
  if (allowed.has(o)) return true;
  if (production || !isLoopbackHost(request.host)) return false;
  return o === `${request.protocol}://${request.host}`.toLowerCase();
}
