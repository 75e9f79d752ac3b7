import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { samplePath } from '@tara/core';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

// SIGTERM under load (issue 20, item 15): the server stops accepting, finishes what it has
// accepted, then closes the database. Every request that got an answer got a good one.

const main = resolve(import.meta.dirname, 'main.ts');
const JOURNEY = 'credit-cards/sbi';
const running: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup().catch(() => {});
});

interface Started {
  child: ChildProcess;
  port: number;
  exited: Promise<{ code: number | null; output: string }>;
}

async function start(env: NodeJS.ProcessEnv): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tara-shutdown-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'info',
    VISITORS_PER_IP_HOUR: '100000',
    ANONYMOUS_LEADS_PER_IP_HOUR: '100000',
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  delete childEnv.NODE_ENV;
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', main], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; output: string }>((done) =>
    child.once('exit', (code) => done({ code, output })),
  );
  // PGlite migrates on start: slow on a loaded machine.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error((await exited).output);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (res?.ok) break;
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((done) => setTimeout(done, 100));
  }
  return { child, port, exited };
}

/** One lead save over a kept-alive connection: its status, or null when nothing came back. */
function save(
  port: number,
  agent: Agent | false,
  body: string,
  abortAfterMs?: number,
): Promise<number | null> {
  return new Promise((done) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/lead/add/unverified',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? null));
        res.on('error', () => done(res.statusCode ?? null));
      },
    );
    req.on('error', () => done(null));
    req.end(body);
    if (abortAfterMs !== undefined) setTimeout(() => req.destroy(), abortAfterMs);
  });
}

const kinds: { kind: string; env: () => Promise<NodeJS.ProcessEnv> }[] = [
  { kind: 'pglite', env: async () => ({}) },
];
const adminUrl = process.env.DATABASE_URL;
if (adminUrl) {
  kinds.push({
    kind: 'postgres',
    env: async () => {
      const name = `t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      cleanups.push(async () => {
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      });
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return { DATABASE_URL: url.toString() };
    },
  });
}

describe.each(kinds)('SIGTERM under load on $kind', ({ env }) => {
  it('answers every accepted save well, exits 0 and never uses a closed database', async () => {
    const server = await start({ ...(await env()), SHUTDOWN_GRACE_SECONDS: '20' });
    const [step, values] = samplePath(JOURNEY, 'salaried')[0] as [string, object];
    const body = JSON.stringify({ journey: JOURNEY, step, ...values });
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const statuses: number[] = [];
    let unanswered = 0;
    let stopping = false;
    const worker = async () => {
      // Saves back to back until the server stops answering (after SIGTERM).
      for (let i = 0; i < 2_000; i++) {
        const status = await save(server.port, agent, body);
        if (status === null) {
          unanswered += 1;
          if (stopping) return;
        } else statuses.push(status);
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    while (statuses.length < 80) await new Promise((done) => setTimeout(done, 20));
    stopping = true;
    // Clients that give up as the server stops (a bench ending its run): their saves are
    // still being made when their connections are gone.
    const sockets = await Promise.all(Array.from({ length: 40 }, () => connected(server.port)));
    const raw =
      `POST /api/lead/add/unverified HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    for (const socket of sockets) socket.write(raw);
    await new Promise((done) => setTimeout(done, 5));
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 25));
    for (const socket of sockets) socket.destroy();
    await Promise.all(workers);
    agent.destroy();
    const { code, output } = await server.exited;
    // Kept-alive connections are closed after their last answer, not left to time out.
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    const failed = statuses.filter((s) => s >= 500);
    expect(failed, `${failed.length} of ${statuses.length} answers failed`).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(80);
    expect(output).not.toMatch(/Cannot use a pool|PGlite is closed|"level":50/);
    expect(code, output.slice(-2_000)).toBe(0);
    expect(output).toContain('"msg":"stopped"');
    expect(unanswered).toBeGreaterThan(0); // it did stop accepting
  }, 240_000);
});

/** An open connection with nothing sent on it yet. */
function connected(port: number): Promise<Socket> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => done(socket));
    socket.on('error', fail);
  });
}

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
