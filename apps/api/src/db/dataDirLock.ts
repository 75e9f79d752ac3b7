import {
  closeSync,
  openSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The embedded database's directory is in use by a live process (or one that cannot be
 * checked); the message says which and what to do.
 */
export class DataDirInUse extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder | null,
    lockPath = `${dir}.lock`,
  ) {
    super(inUseMessage(dir, holder, lockPath));
    this.name = 'DataDirInUse';
  }
}

/** What a lock file records of its process. */
export interface LockHolder {
  pid: number;
  host: string;
  /** The process's start time (Linux: clock ticks after boot), to tell a reused pid. */
  start: string | null;
}

export interface LockOptions {
  /** How long to wait for a live holder to let go (a restart while the old process closes). */
  waitMs?: number;
  /** Tests: this process as another would look. */
  self?: LockHolder;
}

/** Locks of this process, by lock path: opening one directory twice in a process is refused too. */
const heldHere = new Set<string>();

/**
 * Takes the lock of an embedded database directory, a `<dir>.lock` file beside it created
 * with O_EXCL. PGlite takes no lock of its own, and two processes on one directory each see
 * only their own writes, then corrupt it. A lock left by a process that is gone (killed,
 * crashed) is taken over: its pid is not alive, or is alive with another start time (reused).
 * Returns the release function (idempotent; also run at process exit).
 */
export async function lockDataDir(dir: string, options: LockOptions = {}): Promise<() => void> {
  const path = `${realDir(dir)}.lock`;
  if (heldHere.has(path)) throw new DataDirInUse(dir, thisProcess(), path);
  const me = options.self ?? thisProcess();
  const content = JSON.stringify(me);
  const deadline = Date.now() + (options.waitMs ?? 0);
  for (;;) {
    if (tryCreate(path, content)) break;
    const seen = readLock(path);
    if (seen === null) continue; // removed meanwhile: try again
    const holder = parseHolder(seen);
    if (holder && !isAlive(holder, me)) {
      takeOver(path, seen);
      continue;
    }
    if (Date.now() >= deadline) throw new DataDirInUse(dir, holder, path);
    await sleep(100);
  }
  heldHere.add(path);
  const release = () => {
    if (!heldHere.delete(path)) return;
    process.off('exit', release);
    // Only our own lock: never one a later process took over after we were presumed dead.
    if (readLock(path) === content) rmSync(path, { force: true });
  };
  process.on('exit', release);
  return release;
}

/**
 * The directory with every symlink resolved: one directory reached through a link and through
 * its target must take one lock, not two. A directory not made yet is its parent's real path
 * and its own name.
 */
function realDir(dir: string): string {
  const absolute = resolve(dir);
  try {
    return realpathSync(absolute);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const parent = dirname(absolute);
    if (code !== 'ENOENT' || parent === absolute) throw error;
    return join(realDir(parent), basename(absolute));
  }
}

function tryCreate(path: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readLock(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Removes a stale lock, at most one process at a time: the takeover file (O_EXCL) makes two
 * processes that both saw the stale lock unable to remove each other's fresh one. A takeover
 * file older than 10 s was left by a process that died in these few statements.
 */
function takeOver(path: string, stale: string): void {
  const guard = `${path}.takeover`;
  if (!tryCreate(guard, String(process.pid))) {
    const age = ageMs(guard);
    if (age !== null && age > 10_000) rmSync(guard, { force: true });
    return;
  }
  try {
    if (readLock(path) === stale) unlinkSync(path);
  } finally {
    rmSync(guard, { force: true });
  }
}

function ageMs(path: string): number | null {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string') return null;
    return { pid: value.pid, host: value.host, start: value.start ?? null };
  } catch {
    return null; // being written right now, or not ours: treated as held
  }
}

/**
 * Whether the holder may still be running. Another host's process cannot be checked (a
 * shared disk), so it counts as alive; so does a pid we may not signal (another user's).
 */
function isAlive(holder: LockHolder, me: LockHolder): boolean {
  if (holder.host !== me.host) return true;
  if (holder.pid === me.pid) return holder.start !== null && holder.start === me.start;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const start = processStart(holder.pid);
  return start === null || holder.start === null || start === holder.start;
}

function thisProcess(): LockHolder {
  return { pid: process.pid, host: hostname(), start: processStart(process.pid) };
}

/** Field 22 of /proc/<pid>/stat (start time after boot), or null where there is no /proc. */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function inUseMessage(dir: string, holder: LockHolder | null, lockPath: string): string {
  const who = holder
    ? `process ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`}`
    : 'another process';
  return (
    `The embedded database in ${dir} is in use by ${who}. ` +
    'Stop that process first: two processes on one embedded database lose data. ' +
    'To run several API processes, set DATABASE_URL to a PostgreSQL database. ' +
    `If no such process runs, remove ${lockPath}.`
  );
}
