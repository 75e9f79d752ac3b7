import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/types.js';
import { isLoopbackCaller } from './loopback.js';

// GET /metrics in the Prometheus text format (decision 016): request counts and latencies by
// route pattern, the PostgreSQL pool, the retention purge. Every app has its own registry
// (tests build many apps in one process; a global one would mix them and refuse a second
// registration of the same name).

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics; the purge schedule reports to it (main.ts). */
    metrics: Metrics;
  }
}

export interface Metrics {
  registry: Registry;
  /** Counts the rows a purge run deleted, per table, and the run itself. */
  /** Rows the retention purge deleted, by table (maintenance's PurgeCounts); null: it failed. */
  countPurge: (counts: Readonly<Record<string, number>> | null) => void;
}

export interface MetricsOptions {
  database: Database;
  production: boolean;
  /** METRICS_TOKEN: with it, `Authorization: Bearer <token>` reads /metrics anywhere. */
  token?: string | undefined;
}

/** The label of a request that matched no route: raw URLs never become labels. */
export const UNMATCHED = '(unmatched)';

export function registerMetrics(app: FastifyInstance, options: MetricsOptions): Metrics {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status class',
    labelNames,
    registers: [registry],
  });
  const purgedRows = new Counter({
    name: 'tara_purged_rows_total',
    help: 'Rows deleted by the retention purge, per table',
    labelNames: ['table'],
    registers: [registry],
  });
  const purgeRuns = new Counter({
    name: 'tara_purge_runs_total',
    help: 'Retention purge runs, by result',
    labelNames: ['result'],
    registers: [registry],
  });
  registerPoolGauges(registry, options.database);

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      // The pattern (`/api/lead/:id/update-status`), never the URL: no ids or query strings
      // in labels, and a bounded number of series.
      route: request.routeOptions.url ?? UNMATCHED,
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  const allowed = metricsAccess(options);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const access = allowed(request);
    if (access === 'hidden') return reply.code(404).send({ errors: ['Not found'] });
    if (access === 'unauthorized') {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ errors: ['Not logged in'] });
    }
    const text = await registry.metrics();
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
  });

  const metrics: Metrics = {
    registry,
    countPurge: (counts) => {
      purgeRuns.inc({ result: counts ? 'ok' : 'failed' });
      for (const [table, rows] of Object.entries(counts ?? {})) purgedRows.inc({ table }, rows);
    },
  };
  app.decorate('metrics', metrics);
  return metrics;
}

/** The pool of PostgreSQL, read at each scrape; PGlite has no pool, so nothing is reported. */
function registerPoolGauges(registry: Registry, database: Database): void {
  const stats = database.poolStats;
  if (!stats) return;
  const gauge = (name: string, help: string, read: (s: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(stats()));
      },
    });
  gauge('tara_db_pool_connections', 'Connections the pool holds', (s) => s.total);
  gauge('tara_db_pool_idle_connections', 'Connections of the pool not in use', (s) => s.idle);
  gauge('tara_db_pool_waiting_requests', 'Queries waiting for a connection', (s) => s.waiting);
}

type PoolStats = ReturnType<NonNullable<Database['poolStats']>>;

type Access = 'allowed' | 'unauthorized' | 'hidden';

/**
 * Who may read /metrics. With METRICS_TOKEN, a matching bearer token, anywhere. In
 * production nobody else: without a token configured the endpoint is a 404, and a wrong or
 * missing token a 401. Outside production, callers on this machine too (isLoopbackCaller:
 * the socket's peer, never X-Forwarded-For, which a client writes); anyone else gets a 404.
 */
export function metricsAccess(options: MetricsOptions): (request: FastifyRequest) => Access {
  const expected = options.token ? digest(options.token) : null;
  return (request) => {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    // Both sides hashed to the same length first, so the comparison takes constant time.
    if (expected && bearer && timingSafeEqual(digest(bearer), expected)) return 'allowed';
    if (!options.production && isLoopbackCaller(request)) return 'allowed';
    return options.production && expected ? 'unauthorized' : 'hidden';
  };
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();
