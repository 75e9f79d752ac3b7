import { samplePath } from '@tara/core';
import autocannon from 'autocannon';
import { withBenchServer } from './benchServer.js';

const JOURNEY = 'credit-cards/sbi';

/** Lead-save throughput and latency over loopback against the built server (`npm start`). */
export async function leadSaveBench(kind: 'pglite' | 'postgres', seconds: number): Promise<void> {
  // Each visitor from an address of its own (X-Forwarded-For, as behind a proxy on this
  // machine), as real visitors are: the per-IP counter of new anonymous leads (decision 018)
  // is then one row per visitor, not one row every request of the run waits on.
  await withBenchServer(kind, { TRUST_PROXY: 'loopback' }, async (baseUrl) => {
    const [stepId, values] = samplePath(JOURNEY, 'salaried')[0] as [
      string,
      Record<string, unknown>,
    ];
    const body = JSON.stringify({ journey: JOURNEY, step: stepId, ...values });
    // Visitors, each with its own cookie: real traffic is many visitors saving now and then.
    const cookies: string[] = [];
    for (let i = 0; i < VISITORS; i++) cookies.push(await firstSave(baseUrl, body));
    const one = [cookies[0] as string];
    // Warm-up, then the measured runs: every request creates and saves a new incomplete lead.
    await run(baseUrl, body, cookies, 2);
    for (const [label, jar] of [
      [`${VISITORS} visitors, one per connection`, cookies],
      ['one visitor', one],
    ] as const) {
      const result = await run(baseUrl, body, jar, seconds);
      const errors = result.errors + result.non2xx;
      console.log(
        `lead save (POST /api/lead/add/unverified) on ${kind}, ${label}: ${result.requests.average.toFixed(0)} req/s mean, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.total} requests, ${errors} errors (10 connections, ${seconds} s)`,
      );
    }
  });
}

const VISITORS = 10;

/** A first save without a cookie: the server makes a visitor; its cookie is returned. */
async function firstSave(baseUrl: string, body: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/lead/add/unverified`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  if (!res.ok) throw new Error(`first save failed: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/**
 * The measured run; the requests take the cookies in turn. With one cookie every insert's
 * foreign-key check locks the same visitor row (a worst case no real visitor makes).
 */
function run(baseUrl: string, body: string, cookies: readonly string[], seconds: number) {
  let turn = 0;
  return autocannon({
    url: `${baseUrl}/api/lead/add/unverified`,
    method: 'POST',
    connections: 10,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    body,
    setupClient: (client) => {
      const visitor = turn++ % cookies.length;
      client.setHeaders({
        'content-type': 'application/json',
        cookie: cookies[visitor] as string,
        'x-forwarded-for': `10.0.0.${visitor + 1}`,
      });
    },
  });
}
