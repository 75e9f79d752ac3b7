import { type ChildProcess, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUse, type LockHolder, lockDataDir, processStart } from './dataDirLock.js';

let root: string;
let dir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tara-lock-'));
  dir = join(root, 'pglite');
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

/** Another process that stays alive until the test ends. */
function otherProcess(): ChildProcess & { pid: number } {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  if (child.pid === undefined) throw new Error('no child');
  return child as ChildProcess & { pid: number };
}

const holderOf = (pid: number, start = processStart(pid)): LockHolder => ({
  pid,
  host: hostname(),
  start,
});

const writeLock = (holder: LockHolder) => writeFileSync(`${dir}.lock`, JSON.stringify(holder));

describe('lockDataDir', () => {
  it('refuses a directory this process already holds, and frees it on release', async () => {
    const release = await lockDataDir(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUse);
    release();
    release(); // twice is harmless
    expect(existsSync(`${dir}.lock`)).toBe(false);
    (await lockDataDir(dir))();
  });

  it('refuses a directory a live process holds, naming it and what to do', async () => {
    const other = otherProcess();
    writeLock(holderOf(other.pid));
    const refused = await lockDataDir(dir, { waitMs: 300 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DataDirInUse);
    expect((refused as Error).message).toBe(
      `The embedded database in ${dir} is in use by process ${other.pid}. Stop that process first: ` +
        'two processes on one embedded database lose data. To run several API processes, set ' +
        `DATABASE_URL to a PostgreSQL database. If no such process runs, remove ${dir}.lock.`,
    );
    // Untouched: the holder keeps its lock.
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(other.pid);
  });

  it('waits for a holder that lets go within the wait (a restart)', async () => {
    const other = otherProcess();
    writeLock(holderOf(other.pid));
    setTimeout(() => rmSync(`${dir}.lock`), 300);
    const release = await lockDataDir(dir, { waitMs: 5_000 });
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('takes over a lock left by a process that was killed', async () => {
    const dead = otherProcess();
    const holder = holderOf(dead.pid);
    dead.kill('SIGKILL');
    await new Promise((done) => dead.once('exit', done));
    writeLock(holder);
    const release = await lockDataDir(dir);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it.runIf(process.platform === 'linux')(
    'takes over a lock whose pid now belongs to another process (a reused pid)',
    async () => {
      const other = otherProcess();
      writeLock(holderOf(other.pid, 'an earlier start'));
      (await lockDataDir(dir))();
    },
  );

  it('counts a lock of another host, or one it cannot read, as held', async () => {
    writeLock({ pid: 1, host: 'another-host', start: null });
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by process 1 on another-host/);
    writeFileSync(`${dir}.lock`, 'half-writ');
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by another process/);
  });

  it('refuses a directory opened through a symlink and through its target as one directory', async () => {
    mkdirSync(dir);
    const link = join(root, 'link-to-pglite');
    symlinkSync(dir, link);
    // This process: the target first, then the link (and the other way round).
    const release = await lockDataDir(dir);
    await expect(lockDataDir(link)).rejects.toBeInstanceOf(DataDirInUse);
    release();
    const viaLink = await lockDataDir(link);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUse);
    viaLink();
    // Another live process holding the target: refused through the link, and named.
    const other = otherProcess();
    writeLock(holderOf(other.pid));
    const refused = (await lockDataDir(link).catch((e: unknown) => e)) as Error;
    expect(refused.message).toContain(`in use by process ${other.pid}`);
    // The lock to remove is the target's, where it really is.
    expect(refused.message).toContain(`remove ${dir}.lock.`);
  });

  it('refuses a directory not made yet whose parent is reached through a symlink', async () => {
    const realParent = join(root, 'real');
    mkdirSync(realParent);
    const linkParent = join(root, 'parent-link');
    symlinkSync(realParent, linkParent);
    const release = await lockDataDir(join(realParent, 'pglite'));
    await expect(lockDataDir(join(linkParent, 'pglite'))).rejects.toBeInstanceOf(DataDirInUse);
    release();
  });

  it('does not remove a lock another process took over after this one was presumed dead', async () => {
    const release = await lockDataDir(dir);
    writeLock(holderOf(otherProcess().pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(true);
  });
});
