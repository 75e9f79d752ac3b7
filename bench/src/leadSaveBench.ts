import { samplePath } from '@tara/core';
import { startServer } from '@tara/e2e/startServer';
import autocannon from 'autocannon';
import pg from 'pg';

const JOURNEY = 'credit-cards/sbi';

/** Lead-save throughput and latency over loopback against the built server (`npm start`). */
export async function leadSaveBench(kind: 'pglite' | 'postgres', seconds: number): Promise<void> {
  const db = kind === 'postgres' ? await freshPostgres() : null;
  const server = await startServer(db ? { databaseUrl: db.url } : {});
  try {
    const [stepId, values] = samplePath(JOURNEY, 'salaried')[0] as [
      string,
      Record<string, unknown>,
    ];
    const body = JSON.stringify({ journey: JOURNEY, step: stepId, ...values });
    const first = await fetch(`${server.baseUrl}/api/lead/add/unverified`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    if (!first.ok) throw new Error(`first save failed: ${first.status} ${await first.text()}`);
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    // Warm-up, then the measured run: every request creates and saves a new incomplete lead.
    await run(server.baseUrl, body, cookie, 2);
    const result = await run(server.baseUrl, body, cookie, seconds);
    const errors = result.errors + result.non2xx;
    console.log(
      `lead save (POST /api/lead/add/unverified) on ${kind}: ${result.requests.average.toFixed(0)} req/s mean, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.total} requests, ${errors} errors (10 connections, ${seconds} s)`,
    );
  } finally {
    await server.stop();
    await db?.drop();
  }
}

function run(baseUrl: string, body: string, cookie: string, seconds: number) {
  return autocannon({
    url: `${baseUrl}/api/lead/add/unverified`,
    method: 'POST',
    connections: 10,
    duration: seconds,
    headers: { 'content-type': 'application/json', cookie },
    body,
  });
}

async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.DATABASE_URL as string;
  const name = `bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
