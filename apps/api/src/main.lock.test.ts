import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { samplePath } from '@tara/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/openDatabase.js';
import { leads } from './db/schema.js';

// Two `npm start`s on one DATA_DIR, as processes: the second must refuse to open the embedded
// database, and whatever the first acknowledged must be there after it is gone.

const main = resolve(import.meta.dirname, 'main.ts');
const JOURNEY = 'credit-cards/sbi';
let dataDir: string;
const running: ChildProcess[] = [];

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'tara-twoservers-'));
});
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Server {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<{ code: number | null; stderr: string }>;
}

async function start(env: NodeJS.ProcessEnv = {}): Promise<Server> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    PURGE_INTERVAL_MINUTES: '60',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.NODE_ENV; // vitest's 'test' would do; the app's default is what npm start has
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', main], {
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; stderr: string }>((done) =>
    child.once('exit', (code) => done({ code, stderr })),
  );
  return { child, baseUrl: `http://127.0.0.1:${port}`, exited };
}

async function healthy(server: Server): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error((await server.exited).stderr);
    const res = await fetch(`${server.baseUrl}/api/health`).catch(() => null);
    if (res?.ok) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('the server did not start');
}

async function saveLead(baseUrl: string): Promise<string> {
  const [step, values] = samplePath(JOURNEY, 'salaried')[0] as [string, object];
  const res = await fetch(`${baseUrl}/api/lead/add/unverified`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ journey: JOURNEY, step, ...values }),
  });
  const body = (await res.json()) as { lead_id: string };
  expect(res.status).toBe(200);
  return body.lead_id;
}

async function leadIdsOnDisk(): Promise<string[]> {
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    const rows = await database.db.select({ id: leads.id }).from(leads);
    return rows.map((r) => r.id);
  } finally {
    await database.close();
  }
}

describe('two servers on one DATA_DIR', () => {
  it('the second refuses; the first keeps every write it acknowledged, even killed', async () => {
    const first = await start();
    await healthy(first);
    const saved: string[] = [];
    for (let i = 0; i < 5; i++) saved.push(await saveLead(first.baseUrl));

    const second = await start({ DATA_DIR_LOCK_WAIT_SECONDS: '0' });
    const refused = await second.exited;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `The embedded database in ${join(dataDir, 'pglite')} is in use by process ${first.child.pid}. Stop that process first`,
    );
    // The first goes on serving; then it dies without closing anything.
    saved.push(await saveLead(first.baseUrl));
    first.child.kill('SIGKILL');
    await first.exited;

    // Its lock is taken over at once, and what it acknowledged is there.
    const next = await start({ DATA_DIR_LOCK_WAIT_SECONDS: '0' });
    await healthy(next);
    next.child.kill('SIGTERM');
    expect((await next.exited).code).toBe(0);
    expect((await leadIdsOnDisk()).sort()).toEqual([...saved].sort());
  }, 180_000);
});

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
