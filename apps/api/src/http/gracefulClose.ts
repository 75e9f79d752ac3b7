import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How long closing waits for requests in flight unless SHUTDOWN_GRACE_SECONDS says otherwise. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 20_000;

/**
 * Closing finishes what was accepted (decision 065, issue 20 item 15). Fastify's close stops
 * listening and waits for connections, not for handlers: a client that went away leaves its
 * handler running, and the database closed under it answered "Cannot use a pool after calling
 * end on the pool". Here closing also waits for every handler to be done (a request counts
 * from its first hook until its reply is on its way), and a response written while closing
 * closes its connection, so a kept-alive client is not left waiting for the idle timeout.
 * After `graceMs` whatever is left is cut: its connections are closed and the wait ends.
 * Register first, before any other hook.
 */
export function registerGracefulClose(app: FastifyInstance, options: { graceMs: number }): void {
  const counted = new WeakSet<FastifyRequest>();
  let inFlight = 0;
  let closing = false;
  let drained: (() => void) | null = null;
  const done = (request: FastifyRequest) => {
    if (!counted.delete(request)) return;
    inFlight -= 1;
    if (inFlight === 0) drained?.();
  };

  app.addHook('onRequest', async (request) => {
    counted.add(request);
    inFlight += 1;
  });
  app.addHook('onSend', async (request, reply) => {
    if (closing) reply.header('connection', 'close');
    done(request);
  });
  // A reply sent without onSend (none of ours; a hijacked one) still counts down.
  app.addHook('onResponse', async (request) => done(request));

  let allDone: Promise<void> = Promise.resolve();
  app.addHook('preClose', async () => {
    closing = true;
    let timer: NodeJS.Timeout | undefined;
    allDone = new Promise<void>((resolve) => {
      drained = resolve;
      timer = setTimeout(() => {
        if (inFlight > 0) {
          app.log.warn(`shutdown grace period over: ${inFlight} request(s) still running, cut`);
        }
        app.server.closeAllConnections();
        resolve();
      }, options.graceMs);
      timer.unref();
    }).finally(() => clearTimeout(timer));
    if (inFlight === 0) drained?.();
  });
  // Runs once the server has stopped listening and its connections are gone.
  app.addHook('onClose', async () => {
    await allDone;
  });
}
