import type { Server } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';

/** How long a client may take, in milliseconds (decision 018). */
export interface ServerTimeouts {
  /** To send the request line and headers. */
  headersMs: number;
  /** To send the whole request, headers and body: a slow drip of bytes is cut off here. */
  requestMs: number;
  /**
   * To send the whole request on an upload route (decision 023): 10 MB over a 2G link
   * (about 20 KB/s) takes minutes, not seconds.
   */
  uploadMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
  /** A connection with no bytes either way for this long is closed. */
  idleMs: number;
  /** How often Node checks the headers and request deadlines (their precision). */
  checkIntervalMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersMs: 15_000,
  requestMs: 30_000,
  uploadMs: 10 * 60_000,
  keepAliveMs: 5_000,
  idleMs: 60_000,
  checkIntervalMs: 2_000,
};

/** What one upload, and one IP's uploads, may take (decision 065). */
export interface UploadLimits {
  /** Uploads one IP may have under way at once in this process; more get a 429. */
  perIpAtOnce: number;
  /**
   * An upload whose body arrives slower than this over any `rateWindowMs` is cut (408): a
   * trickle, not a 2G link (about 20 KB/s), well before `uploadMs`.
   */
  minBytesPerSecond: number;
  rateWindowMs: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  perIpAtOnce: 6,
  minBytesPerSecond: 1024,
  rateWindowMs: 15_000,
};

/**
 * The largest JSON body any route takes unless it says otherwise (a route that takes more, an
 * upload, sets its own `bodyLimit`). A whole lead save is a few kilobytes.
 */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * Fastify's defaults hold a connection for ever (requestTimeout 0): 300 clients sending a
 * byte every 15 s held 300 connections. These cut a slow sender off and free idle sockets.
 */
export function serverLimits(t: ServerTimeouts): FastifyHttpOptions<Server> {
  return {
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Node keeps one request deadline per server: the uploads' (the longest). Every other
    // route is held to requestMs by registerRequestDeadline.
    requestTimeout: Math.max(t.requestMs, t.uploadMs),
    keepAliveTimeout: t.keepAliveMs,
    // While closing, a request on a kept-alive connection is served (and its connection
    // closed, registerGracefulClose) rather than answered 503: the client sent it to us.
    return503OnClosing: false,
    connectionTimeout: t.idleMs,
    http: { headersTimeout: t.headersMs, connectionsCheckingInterval: t.checkIntervalMs },
  };
}

/**
 * Holds every request but those of `uploadRoutes` to `t.requestMs` from the end of its
 * headers, as Node's own requestTimeout would: a request whose body has not all arrived by
 * then gets a 408 and its connection is closed. Bodyless requests are complete already here.
 */
export function registerRequestDeadline(
  app: FastifyInstance,
  t: ServerTimeouts,
  uploadRoutes: ReadonlySet<string>,
): void {
  if (t.uploadMs <= t.requestMs) return;
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    if (raw.complete || uploadRoutes.has(request.routeOptions.url ?? '')) return done();
    // Only a real connection has a deadline (an injected request's socket is a stand-in).
    if (!(raw.socket instanceof Socket)) return done();
    const timer = setTimeout(() => {
      // Still this request's bytes on the socket (HTTP/1.1 has no next request before it).
      if (raw.complete || raw.socket.destroyed) return;
      raw.socket.write('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n', () =>
        raw.socket.destroy(),
      );
    }, t.requestMs);
    timer.unref();
    raw.once('end', () => clearTimeout(timer));
    raw.once('close', () => clearTimeout(timer));
    done();
  });
}
