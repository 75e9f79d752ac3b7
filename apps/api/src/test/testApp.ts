import type { JourneyDef } from '@tara/core';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type AppOptions, buildApp } from '../app.js';
import type { Database } from '../db/types.js';
import { TEST_COMPANY } from './company.js';
import { fixtureJourney } from './fixtureJourney.js';

/** A JSON value as tests read it: any property of it is again readable. */
export type JsonBody = { readonly [key: string]: JsonBody } & JsonLeaf;
type JsonLeaf = { readonly length: number } & Iterable<JsonBody>;

export const TODAY = new Date('2025-06-15T10:00:00.000Z');

export interface TestResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  /** The body parsed as JSON (null when it is not JSON), read field by field. */
  json: JsonBody;
}

/**
 * TRUST_PROXY naming every address a test client comes from (Visitor's 10.x, inject's
 * 127.0.0.1): X-Forwarded-* is then read from all of them, as from a reverse proxy.
 */
export const TEST_CLIENTS_AS_PROXIES = ['10.0.0.0/8', '127.0.0.0/8'];

let browsers = 0;

/** A client IP of its own for each browser, so per-IP limits of one test spare the next. */
const nextIp = (): string => {
  browsers += 1;
  return `10.${(browsers >> 16) & 255}.${(browsers >> 8) & 255}.${browsers & 255}`;
};

/** A browser: carries its cookies from one request to the next, from its own IP. */
export class Visitor {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    readonly ip: string = nextIp(),
  ) {}

  async request(options: InjectOptions): Promise<TestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      remoteAddress: this.ip,
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
    });
    for (const c of res.cookies) {
      // A cleared cookie (expired) is dropped, as a browser does.
      const expires = (c as { expires?: Date }).expires;
      if (c.value === '' || (expires && expires.getTime() <= Date.now()))
        this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    let json: unknown = null;
    try {
      json = JSON.parse(res.body);
    } catch {}
    return {
      statusCode: res.statusCode,
      headers: res.headers,
      body: res.body,
      json: json as JsonBody,
    };
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url, headers });
  }

  post(url: string, payload: unknown, headers: Record<string, string> = {}) {
    return this.request({
      method: 'POST',
      url,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
    });
  }
}

export async function testApp(
  database: Database,
  options: { journeys?: readonly JourneyDef[]; webDist?: string } & Partial<AppOptions> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    now: () => TODAY,
    logger: false,
    allowedOrigins: ['https://app.example.in'],
    // A production app needs a company identity (decision 079): a test's own, else TEST_COMPANY.
    ...(options.production ? { company: TEST_COMPANY } : {}),
    ...options,
    database,
    journeys: options.journeys ?? [fixtureJourney],
    webDist: options.webDist ?? '/nonexistent',
  });
  await app.ready();
  return app;
}
