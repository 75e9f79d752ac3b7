// Moderates card reviews (decision 031): a review starts pending and is shown, and counted in
// the card's rating, only once approved. There is no admin screen for it yet; operators run
// this against the server's database:
//
//   npm run reviews:moderate -w @tara/api -- --list
//   npm run reviews:moderate -w @tara/api -- --approve <review id>
//   npm run reviews:moderate -w @tara/api -- --reject <review id>
//
// Exit codes: 0 done, 1 no such review or the database cannot be used, 2 bad arguments.
// A running server shows an approved review on the card page at once; the card list's
// ratings follow at its next start (the catalog is read once per process).
import type { Database } from '../db/types.js';
import { pendingReviews, setReviewState } from '../modules/cards/data.js';
import { readOptions, runAsCommand } from './command.js';
import {
  CannotOpen,
  type CliIo,
  type DatabaseTarget,
  databaseTarget,
  describeTarget,
  openTarget,
} from './grantAdmin.js';

export const MODERATE_USAGE =
  'Usage: npm run reviews:moderate -w @tara/api -- (--list | --approve <review id> | --reject <review id>)';

export type ModerateArgs = { action: 'list' } | { action: 'approve' | 'reject'; id: string };

/** Reads the command line: exactly one of --list, --approve <id>, --reject <id>. */
export function parseModerateArgs(
  argv: readonly string[],
): { kind: 'ok'; args: ModerateArgs } | { kind: 'bad'; message: string } {
  const read = readOptions(argv, {
    list: { type: 'boolean' },
    approve: { type: 'string' },
    reject: { type: 'string' },
  });
  if (read.kind === 'bad') return read;
  const { values } = read;
  const given = [values.list, values.approve, values.reject].filter((v) => v !== undefined);
  if (given.length !== 1)
    return { kind: 'bad', message: 'give one of --list, --approve, --reject' };
  if (values.list) return { kind: 'ok', args: { action: 'list' } };
  const id = (values.approve ?? values.reject ?? '').trim();
  if (!/^[0-9a-f-]{36}$/i.test(id)) return { kind: 'bad', message: 'a review id (a UUID)' };
  return { kind: 'ok', args: { action: values.approve ? 'approve' : 'reject', id } };
}

/** The whole command: arguments, database, change, report. Returns the exit code. */
export async function runModerateReviews(argv: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseModerateArgs(argv);
  if (parsed.kind === 'bad') {
    io.err(parsed.message);
    io.err(MODERATE_USAGE);
    return 2;
  }
  let target: DatabaseTarget;
  let database: Database;
  try {
    // INIT_CWD is where `npm run` was typed, as for admin:grant.
    const env = { ...io.env, npm_lifecycle_event: io.env.npm_lifecycle_event && 'admin:grant' };
    target = databaseTarget(env, io.cwd);
    database = await (io.open ?? openTarget)(target);
  } catch (error) {
    io.err(error instanceof CannotOpen || error instanceof Error ? error.message : String(error));
    return 1;
  }
  const where = describeTarget(target);
  try {
    const args = parsed.args;
    if (args.action === 'list') {
      const rows = await pendingReviews(database.db);
      io.out(`${rows.length} review(s) waiting (${where}):`);
      for (const r of rows) {
        io.out(`${r.id}  card ${r.cardId}  ${r.rating}★  ${r.title}  by ${r.author}`);
      }
      return 0;
    }
    const state = args.action === 'approve' ? 'approved' : 'rejected';
    if (!(await setReviewState(database.db, args.id, state, io.now()))) {
      io.err(`No review ${args.id} in ${where}.`);
      return 1;
    }
    io.out(`Review ${args.id} ${state} (${where}).`);
    return 0;
  } finally {
    await database.close();
  }
}

// Run as a command (node dist/cli/moderateReviews.js …), not when imported by a test.
await runAsCommand(import.meta.url, runModerateReviews);
