import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_MODULES } from './apiModules.js';
import { type AppDeps, type AppModule, appDeps } from './appDeps.js';
import type { AppOptions } from './appOptions.js';
import { registerCompression } from './http/compression.js';
import { apiNotFound, registerErrorHandler } from './http/errorHandler.js';
import { DEFAULT_SHUTDOWN_GRACE_MS, registerGracefulClose } from './http/gracefulClose.js';
import { registerJsonBody } from './http/jsonBody.js';
import { loggerOptions, registerRequestLog } from './http/logging.js';
import { registerMetrics } from './http/metrics.js';
import { registerOpenApi } from './http/openapi.js';
import { MULTIPART_ROUTES, registerRequestGuards } from './http/security.js';
import { registerSecurityHeaders } from './http/securityHeaders.js';
import { DEFAULT_TIMEOUTS, registerRequestDeadline, serverLimits } from './http/serverLimits.js';
import { registerStaticWeb } from './http/staticWeb.js';
import { assertCallsClassified } from './modules/calls/callGate.js';
import { partnerCallRegistry } from './partners/callRegistry.js';
import type { PartnerCall } from './partners/partnerCall.js';
import { defaultWebDist } from './paths.js';

export type { AppOptions } from './appOptions.js';

/**
 * Builds the API (and the web app's static files). Listening is the caller's business. The
 * API is its modules (apiModules.ts): this file builds the shared dependencies and registers
 * every module alike, and names none (app.test.ts checks it names no product).
 */
export async function buildApp(
  options: AppOptions,
  modules: readonly AppModule[] = API_MODULES,
): Promise<FastifyInstance> {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const production = options.production ?? false;
  const app = Fastify({
    logger: loggerOptions(options.logger),
    logController: new LogController({ disableRequestLogging: true }),
    ...serverLimits(timeouts),
    trustProxy: options.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();
  // Filled below with every module's partner calls, once the shared dependencies exist.
  const calls = new Map<string, PartnerCall>();
  const deps = appDeps(app, options, modules, calls);
  // First of all hooks: closing waits for every request from its first hook on.
  registerGracefulClose(app, { graceMs: options.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestDeadline(app, timeouts, MULTIPART_ROUTES);
  await registerSecurityHeaders(app, {
    production,
    // The gateway's checkout script and its frame are allowed only when payments are live.
    razorpayCheckout: deps.payments?.gateway.mode === 'live',
  });
  await registerCompression(app);
  registerJsonBody(app);
  registerRequestLog(app);
  registerRequestGuards(app, {
    allowedOrigins: options.allowedOrigins ?? [],
    publicOrigin: options.publicOrigin,
    production,
  });
  await app.register(fastifyCookie);
  await registerOpenApi(app, { ui: options.apiDocs ?? !production });
  // Operations endpoints (decision 016): /metrics, its hook registered before the routes so it
  // times every one of them.
  registerMetrics(app, { database: options.database, production, token: options.metricsToken });

  // Every partner call journey steps may name (decision 021), each classified (decision 063).
  const built = modules.flatMap((m) => m.calls?.(deps) ?? []);
  for (const call of partnerCallRegistry([...built, ...(options.moreCalls ?? [])]).values()) {
    calls.set(call.name, call);
  }
  assertCallsClassified(calls.keys(), deps.leads.callUses);
  for (const module of modules) {
    for (const routes of module.routes?.(deps) ?? []) if (routes) await app.register(routes);
  }
  if (options.reconcileMinutes !== undefined) {
    for (const module of modules) module.timers?.(app, deps, options.reconcileMinutes);
  }
  await registerWebApp(app, deps, modules);
  return app;
}

/** The built web app's files; a client route answers index.html (a module's page, if any). */
async function registerWebApp(
  app: FastifyInstance,
  deps: AppDeps,
  modules: readonly AppModule[],
): Promise<void> {
  const webDist = deps.options.webDist ?? defaultWebDist();
  const spa = await registerStaticWeb(app, webDist);
  app.setNotFoundHandler(async (request, reply) => {
    const body = apiNotFound(request.url);
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (body || !spa || !page || isAssetPath(request.url)) {
      return reply.code(404).send(body ?? { errors: ['Not found'] });
    }
    reply.header('cache-control', 'no-cache');
    for (const module of modules) {
      const html = await module.hooks?.pageHtml?.(deps, request, webDist);
      if (html) return reply.type('text/html; charset=utf-8').send(html);
    }
    return reply.sendFile('index.html');
  });
}

/** A missing file (not a client route) stays a 404: /assets/… and paths with a file extension. */
const isAssetPath = (url: string): boolean => {
  const path = url.split('?')[0] ?? '';
  return (
    path.startsWith('/assets/') ||
    /\.(js|mjs|css|map|json|png|jpe?g|gif|svg|ico|webp|woff2?|txt)$/i.test(path)
  );
};
