// Grants or revokes admin rights (decision 007: admins are users whose permissions, the spec's
// management.cb, hold any of ADMIN_PERMISSION_IDS). There is no HTTP call for it on purpose;
// operators run this against the server's database:
//
//   npm run admin:grant -w @tara/api -- --mobile 9876543210 --permissions 1,44
//   npm run admin:grant -w @tara/api -- --mobile 9876543210 --revoke
//
// Exit codes: 0 done (or nothing to change), 1 no such user or the database cannot be used,
// 2 bad arguments. Only a masked mobile is ever printed.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ADMIN_PERMISSION_IDS, isAdminPermissions, maskMobile } from '@tara/core';
import { z } from 'zod';
import { loadConfig } from '../config.js';
import { DataDirInUse } from '../db/dataDirLock.js';
import { openDatabase } from '../db/openDatabase.js';
import type { Database, Db } from '../db/types.js';
import { revokeUserSessions } from '../modules/auth/sessions.js';
import { findUserByMobile, setPermissions } from '../modules/users/data.js';
import { MobileSchema } from '../modules/users/schemas.js';
import { type CommandIo, messageOf, readOptions, runAsCommand } from './command.js';

export const USAGE =
  'Usage: npm run admin:grant -w @tara/api -- --mobile <10-digit mobile> (--permissions <ids, e.g. 1,44> | --revoke)';

const HELP = [
  USAGE,
  '',
  `  --permissions  admin permission ids, comma-separated: ${ADMIN_PERMISSION_IDS.join(', ')}.`,
  '                 They become the user’s admin permissions (other permissions are kept).',
  '  --revoke       removes every admin permission of the user.',
  '',
  'When this changes anything, the user’s live sessions are ended: the change applies from',
  'their next login.',
  'The database is the server’s: DATABASE_URL, else the embedded one in DATA_DIR (./data).',
  'The embedded database allows one process at a time: stop the server first.',
].join('\n');

export type GrantArgs =
  | { action: 'grant'; mobile: string; permissions: number[] }
  | { action: 'revoke'; mobile: string };

const PermissionListSchema = z.string().transform((text, ctx) => {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const unknown = parts.filter((p) => !/^\d+$/.test(p) || !ADMIN_PERMISSION_IDS.includes(+p));
  if (parts.length === 0 || unknown.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `admin permission ids separated by commas (${ADMIN_PERMISSION_IDS.join(', ')})${
        unknown.length > 0 ? `; not admin permissions: ${unknown.join(', ')}` : ''
      }`,
    });
    return z.NEVER;
  }
  return [...new Set(parts.map(Number))].sort((a, b) => a - b);
});

const GrantArgsSchema = z
  .object({
    mobile: z.string({ error: 'required' }).pipe(MobileSchema),
    permissions: PermissionListSchema.optional(),
    revoke: z.boolean().default(false),
  })
  .transform((values, ctx): GrantArgs => {
    if (values.revoke === (values.permissions !== undefined)) {
      ctx.addIssue({ code: 'custom', message: 'give either --permissions or --revoke' });
      return z.NEVER;
    }
    return values.permissions
      ? { action: 'grant', mobile: values.mobile, permissions: values.permissions }
      : { action: 'revoke', mobile: values.mobile };
  });

export type ParsedArgs =
  | { kind: 'ok'; args: GrantArgs }
  | { kind: 'help' }
  | { kind: 'bad'; message: string };

/** Reads the command line (`--mobile`, `--permissions` or `--revoke`, `--help`). */
export function parseGrantArgs(argv: readonly string[]): ParsedArgs {
  const read = readOptions(argv, {
    mobile: { type: 'string' },
    permissions: { type: 'string' },
    revoke: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (read.kind === 'bad') return read;
  const { values } = read;
  if (values.help) return { kind: 'help' };
  const parsed = GrantArgsSchema.safeParse(values);
  if (parsed.success) return { kind: 'ok', args: parsed.data };
  const message = parsed.error.issues
    .map((issue) =>
      issue.path.length > 0 ? `--${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
  return { kind: 'bad', message };
}

export type GrantResult =
  | { kind: 'notFound'; maskedMobile: string }
  | {
      kind: 'done';
      maskedMobile: string;
      action: GrantArgs['action'];
      before: number[];
      after: number[];
      changed: boolean;
      isAdmin: boolean;
      /** Live sessions ended (only when the permissions changed). */
      sessionsRevoked: number;
    };

/**
 * Sets the admin part of a user's permissions (the other ids are kept) and, when that changed
 * anything, ends the user's live sessions, in one transaction.
 */
export async function grantAdmin(db: Db, args: GrantArgs, now: Date): Promise<GrantResult> {
  const maskedMobile = maskMobile(args.mobile);
  return db.transaction(async (tx) => {
    const user = await findUserByMobile(tx, args.mobile);
    if (!user) return { kind: 'notFound', maskedMobile };
    const before = [...(user.permissions ?? [])];
    const others = before.filter((p) => !ADMIN_PERMISSION_IDS.includes(p));
    const granted = args.action === 'grant' ? args.permissions : [];
    const after = [...new Set([...others, ...granted])].sort((a, b) => a - b);
    const changed = !sameList(before, after);
    let sessionsRevoked = 0;
    if (changed) {
      await setPermissions(tx, user.id, after, now);
      sessionsRevoked = await revokeUserSessions(tx, user.id, now);
    }
    return {
      kind: 'done',
      maskedMobile,
      action: args.action,
      before,
      after,
      changed,
      isAdmin: isAdminPermissions(after),
      sessionsRevoked,
    };
  });
}

const sameList = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((v, i) => v === b[i]);

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string };

/**
 * The server's database, read from the environment as the server reads it (main.ts): the
 * PostgreSQL URL, else PGlite in `<DATA_DIR>/pglite`. A relative DATA_DIR is taken from the
 * directory `npm run` was typed in (npm runs the script in apps/api), as for `npm start`.
 */
export function databaseTarget(env: NodeJS.ProcessEnv, cwd: string): DatabaseTarget {
  // Only the database settings matter here: production's other requirements (an SMS provider,
  // PUBLIC_ORIGIN) are the server's, so they are not asked of this command.
  const config = loadConfig({ ...env, NODE_ENV: undefined });
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl };
  const base = env.npm_lifecycle_event === 'admin:grant' && env.INIT_CWD ? env.INIT_CWD : cwd;
  return { kind: 'pglite', dir: resolve(base, config.dataDir, 'pglite') };
}

/** Where the command wrote, without credentials. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'pglite') return `the embedded database in ${target.dir}`;
  const url = new URL(target.url);
  return `PostgreSQL database ${url.pathname.slice(1) || '(default)'} on ${url.host}`;
}

export interface CliIo extends CommandIo {
  /** Opens the target (default `openTarget`; tests pass their own database); closed after. */
  open?: (target: DatabaseTarget) => Promise<Database>;
}

/** The database cannot be used; the message says why. */
export class CannotOpen extends Error {}

/**
 * Opens the target and runs the migrations, as the server does. The embedded database must
 * exist already (a wrong DATA_DIR would otherwise make an empty one) and must not be open in
 * another process (the server): PGlite would not see the other's writes and may corrupt both.
 */
export async function openTarget(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') return openDatabase({ url: target.url });
  if (!existsSync(target.dir)) {
    throw new CannotOpen(
      `There is no database at ${target.dir}: set DATA_DIR (or DATABASE_URL) as the server has it.`,
    );
  }
  try {
    return await openDatabase({ dataDir: target.dir });
  } catch (error) {
    if (error instanceof DataDirInUse) throw new CannotOpen(error.message);
    throw error;
  }
}

/** The whole command: arguments, database, change, report. Returns the exit code. */
export async function runGrantAdmin(argv: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseGrantArgs(argv);
  if (parsed.kind === 'help') {
    io.out(HELP);
    return 0;
  }
  if (parsed.kind === 'bad') {
    io.err(parsed.message);
    io.err(USAGE);
    return 2;
  }
  let target: DatabaseTarget;
  try {
    target = databaseTarget(io.env, io.cwd);
  } catch (error) {
    io.err(messageOf(error));
    return 1;
  }
  const where = describeTarget(target);
  let database: Database;
  try {
    database = await (io.open ?? openTarget)(target);
  } catch (error) {
    io.err(
      error instanceof CannotOpen ? error.message : `Could not open ${where}: ${messageOf(error)}`,
    );
    return 1;
  }
  try {
    const result = await grantAdmin(database.db, parsed.args, io.now());
    report(result, where, io);
    return result.kind === 'done' ? 0 : 1;
  } catch (error) {
    io.err(`Nothing was changed: ${messageOf(error)}`);
    return 1;
  } finally {
    await database.close();
  }
}

function report(result: GrantResult, where: string, io: CliIo): void {
  const user = `the user with mobile ${result.maskedMobile}`;
  if (result.kind === 'notFound') {
    io.err(`No user with mobile ${result.maskedMobile} in ${where}. They must sign up first.`);
    return;
  }
  const list = (ids: number[]) => (ids.length > 0 ? ids.join(', ') : 'none');
  const adminIds = result.after.filter((p) => ADMIN_PERMISSION_IDS.includes(p));
  if (!result.changed) {
    io.out(
      result.action === 'grant'
        ? `Nothing to change: ${user} already has admin permissions ${list(adminIds)} (${where}).`
        : `Nothing to change: ${user} has no admin permissions (${where}).`,
    );
    return;
  }
  io.out(
    result.action === 'grant'
      ? `Granted admin permissions ${list(adminIds)} to ${user} (${where}).`
      : `Revoked the admin permissions of ${user} (${where}).`,
  );
  io.out(
    `Permissions now: ${list(result.after)} (admin: ${result.isAdmin ? 'yes' : 'no'}). Ended ${result.sessionsRevoked} live session(s); the change applies from the next login.`,
  );
}

// Run as a command (node dist/cli/grantAdmin.js …), not when imported by a test.
await runAsCommand(import.meta.url, runGrantAdmin);
