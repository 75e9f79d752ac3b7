import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningServer {
  baseUrl: string;
  /** The server's DATA_DIR (the embedded database is in `pglite/` below it). */
  dataDir: string;
  /** The PostgreSQL URL it runs on, when one was given. */
  databaseUrl: string | undefined;
  /**
   * Stops the server cleanly, runs `whileStopped` (e.g. a command opening the same database:
   * the embedded one allows one process at a time) and starts it again on the same port and
   * database.
   */
  restart: (whileStopped?: () => Promise<void>) => Promise<void>;
  stop: () => Promise<void>;
}

const root = resolve(import.meta.dirname, '..', '..');

/**
 * Starts the built app as `npm start` does (node apps/api/dist/main.js) on a free port with a
 * fresh embedded database (or the given PostgreSQL URL), and waits for /api/health.
 */
export async function startServer(
  options: { databaseUrl?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tara-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  // The README's app uses the embedded database unless a URL is given explicitly.
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  env.LOG_LEVEL = 'warn';
  // Every browser of the suite (and the lead-save bench's thousands of leads) comes from
  // 127.0.0.1: one IP that would otherwise look like a flood.
  env.VISITORS_PER_IP_HOUR ??= '100000';
  env.ANONYMOUS_LEADS_PER_IP_HOUR ??= '100000';
  env.OTP_SENDS_PER_IP_HOUR ??= '100000';
  const launch = () =>
    spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
      env,
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  let child = launch();
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);
  return {
    baseUrl,
    dataDir,
    databaseUrl: options.databaseUrl,
    restart: async (whileStopped) => {
      await stopChild(child);
      // Killed instead (SIGKILL after 5 s), it may not have closed the embedded database.
      if (child.exitCode !== 0)
        throw new Error(`the server did not stop cleanly (${child.signalCode})`);
      try {
        await whileStopped?.();
      } finally {
        child = launch();
        await waitForHealth(baseUrl, child);
      }
    },
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy within 60 s');
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => done(port));
    });
  });
}
