import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

/** How long a client may take, in milliseconds (decision 018). */
export interface ServerTimeouts {
  /** To send the request line and headers. */
  headersMs: number;
  /** To send the whole request, headers and body: a slow drip of bytes is cut off here. */
  requestMs: number;
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
  keepAliveMs: 5_000,
  idleMs: 60_000,
  checkIntervalMs: 2_000,
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
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    connectionTimeout: t.idleMs,
    http: { headersTimeout: t.headersMs, connectionsCheckingInterval: t.checkIntervalMs },
  };
}
