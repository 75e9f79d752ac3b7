import { existsSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

/**
 * The ids of the other processes holding a file of `dir` open (Linux: read from /proc), or
 * null when this cannot be told (no /proc, e.g. macOS). PGlite takes no lock on its data
 * directory, and two processes writing one directory corrupt it, so a tool that opens the
 * server's embedded database asks this first. Best effort: processes of another user whose
 * /proc entries are unreadable are not seen.
 */
export function processesUsing(
  dir: string,
  options: { proc?: string; self?: number } = {},
): number[] | null {
  const proc = options.proc ?? '/proc';
  const self = options.self ?? process.pid;
  let entries: string[];
  try {
    entries = readdirSync(proc);
  } catch {
    return null;
  }
  const absolute = resolve(dir);
  const prefix = (existsSync(absolute) ? realpathSync(absolute) : absolute) + sep;
  const found: number[] = [];
  for (const name of entries) {
    if (!/^\d+$/.test(name) || Number(name) === self) continue;
    let fds: string[];
    try {
      fds = readdirSync(join(proc, name, 'fd'));
    } catch {
      continue; // gone meanwhile, or another user's
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(join(proc, name, 'fd', fd));
      } catch {
        continue;
      }
      if (target.startsWith(prefix)) {
        found.push(Number(name));
        break;
      }
    }
  }
  return found;
}
