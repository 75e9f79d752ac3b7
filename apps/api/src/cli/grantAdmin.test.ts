import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { maskMobile } from '@tara/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/openDatabase.js';
import type { Database } from '../db/types.js';
import { findUserByMobile, insertUser, setPermissions } from '../modules/users/data.js';
import { freshMobile, logIn, MINUTE, makeUser, TestClock } from '../test/auth.js';
import { testApp, Visitor } from '../test/testApp.js';
import { testDbKinds } from '../test/testDb.js';
import {
  databaseTarget,
  describeTarget,
  type GrantArgs,
  grantAdmin,
  parseGrantArgs,
  runGrantAdmin,
  USAGE,
} from './grantAdmin.js';

describe('grantAdmin arguments', () => {
  it('reads a grant (ids deduplicated and sorted) and a revoke', () => {
    expect(parseGrantArgs(['--mobile', '9876543210', '--permissions', '44, 1,44'])).toEqual({
      kind: 'ok',
      args: { action: 'grant', mobile: '9876543210', permissions: [1, 44] },
    });
    expect(parseGrantArgs(['--revoke', '--mobile=9876543210'])).toEqual({
      kind: 'ok',
      args: { action: 'revoke', mobile: '9876543210' },
    });
    expect(parseGrantArgs(['--help'])).toEqual({ kind: 'help' });
  });

  it.each([
    [[], '--mobile: required'],
    [['--permissions', '1'], '--mobile: required'],
    [['--mobile', '12345', '--revoke'], '--mobile: Please enter a valid 10 digit phone number'],
    [['--mobile', '9876543210'], 'give either --permissions or --revoke'],
    [['--mobile', '9876543210', '--permissions', '1', '--revoke'], 'give either'],
    [['--mobile', '9876543210', '--permissions', '5,1'], 'not admin permissions: 5'],
    [['--mobile', '9876543210', '--permissions', 'x'], 'not admin permissions: x'],
    [
      ['--mobile', '9876543210', '--permissions', ','],
      '--permissions: admin permission ids separated by commas',
    ],
    [['--mobile', '9876543210', '--permissions'], 'argument missing'],
    [['--mobile', '9876543210', '--force'], "Unknown option '--force'"],
    [['--mobile', '9876543210', 'extra'], 'extra'],
  ])('refuses %j', (argv, message) => {
    const parsed = parseGrantArgs(argv);
    expect(parsed.kind).toBe('bad');
    expect(parsed.kind === 'bad' && parsed.message).toContain(message);
  });

  it('masks a mobile to its last four digits', () => {
    expect(maskMobile('9876543210')).toBe('XXXXXX3210');
  });

  it("finds the server's database as main.ts does", () => {
    expect(databaseTarget({}, '/srv/tara')).toEqual({
      kind: 'pglite',
      dir: '/srv/tara/data/pglite',
    });
    expect(databaseTarget({ DATA_DIR: '/var/tara' }, '/srv/tara')).toEqual({
      kind: 'pglite',
      dir: '/var/tara/pglite',
    });
    // `npm run admin:grant -w @tara/api` runs in apps/api; ./data is where npm was typed.
    const npm = { npm_lifecycle_event: 'admin:grant', INIT_CWD: '/srv/tara' };
    expect(databaseTarget(npm, '/srv/tara/apps/api')).toEqual({
      kind: 'pglite',
      dir: '/srv/tara/data/pglite',
    });
    const url = 'postgres://tara:s3cret@db.internal:5432/tara';
    const target = databaseTarget({ DATABASE_URL: url, DATA_DIR: '/x' }, '/srv');
    expect(target).toEqual({ kind: 'postgres', url });
    expect(describeTarget(target)).toBe('PostgreSQL database tara on db.internal:5432');
    // Production's other requirements are the server's, not this command's.
    expect(databaseTarget({ NODE_ENV: 'production' }, '/srv').kind).toBe('pglite');
    expect(() => databaseTarget({ DATABASE_URL: 'mysql://x' }, '/srv')).toThrow(/DATABASE_URL/);
  });
});

describe.each(testDbKinds())('grantAdmin on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, { now: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const check = (browser: Visitor) => browser.request({ method: 'POST', url: '/api/user/login' });
  const permissionsOf = async (mobile: string) =>
    (await findUserByMobile(database.db, mobile))?.permissions;

  it('grants admin permissions and ends the live sessions; the next login is an admin', async () => {
    const mobile = freshMobile();
    await makeUser(database, mobile);
    const browser = new Visitor(app);
    expect((await logIn(app, browser, mobile)).json.data.results.is_admin).toBe(false);
    const result = await grantAdmin(
      database.db,
      { action: 'grant', mobile, permissions: [1, 44] },
      clock.now(),
    );
    expect(result).toEqual({
      kind: 'done',
      maskedMobile: maskMobile(mobile),
      action: 'grant',
      before: [],
      after: [1, 44],
      changed: true,
      isAdmin: true,
      sessionsRevoked: 1,
    });
    expect(await permissionsOf(mobile)).toEqual([1, 44]);
    expect((await check(browser)).statusCode).toBe(401);
    clock.advance(MINUTE); // the resend cooldown of the login code
    expect((await logIn(app, browser, mobile)).json.data.results).toMatchObject({
      is_admin: true,
      management: { cb: [1, 44] },
    });
  });

  it('keeps other permissions, replaces the admin ones, and leaves an unchanged user alone', async () => {
    const mobile = freshMobile();
    const user = await makeUser(database, mobile);
    await setPermissions(database.db, user.id, [5, 2, 1], clock.now());
    const grant: GrantArgs = { action: 'grant', mobile, permissions: [44] };
    const first = await grantAdmin(database.db, grant, clock.now());
    expect(first).toMatchObject({ before: [5, 2, 1], after: [5, 44], changed: true });
    const browser = new Visitor(app);
    await logIn(app, browser, mobile);
    const again = await grantAdmin(database.db, grant, clock.now());
    expect(again).toMatchObject({ after: [5, 44], changed: false, sessionsRevoked: 0 });
    expect((await check(browser)).statusCode).toBe(200);
  });

  it('revokes the admin permissions and the sessions; the next login is not an admin', async () => {
    const mobile = freshMobile();
    const user = await makeUser(database, mobile, { admin: true });
    await setPermissions(database.db, user.id, [1, 9, 46], clock.now());
    const browser = new Visitor(app);
    expect((await logIn(app, browser, mobile)).json.data.results.is_admin).toBe(true);
    const result = await grantAdmin(database.db, { action: 'revoke', mobile }, clock.now());
    expect(result).toMatchObject({
      after: [9],
      changed: true,
      isAdmin: false,
      sessionsRevoked: 1,
    });
    expect((await check(browser)).statusCode).toBe(401);
    clock.advance(MINUTE);
    expect((await logIn(app, browser, mobile)).json.data.results.is_admin).toBe(false);
    const again = await grantAdmin(database.db, { action: 'revoke', mobile }, clock.now());
    expect(again).toMatchObject({ changed: false, sessionsRevoked: 0 });
  });

  it('answers notFound for an unknown mobile and makes no user', async () => {
    const mobile = freshMobile();
    const result = await grantAdmin(database.db, { action: 'revoke', mobile }, clock.now());
    expect(result).toEqual({ kind: 'notFound', maskedMobile: maskMobile(mobile) });
    expect(await findUserByMobile(database.db, mobile)).toBeNull();
  });

  it('runs as a command: exit codes 0, 1 and 2, and only a masked mobile in the output', async () => {
    const mobile = freshMobile();
    const user = await makeUser(database, mobile, { firstName: 'Zoya' });
    const run = async (argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runGrantAdmin(argv, {
        env: {},
        cwd: '/srv/tara',
        out: (line) => out.push(line),
        err: (line) => err.push(line),
        now: clock.now,
        open: async () => ({ ...database, close: async () => {} }),
      });
      const text = [...out, ...err].join('\n');
      for (const secret of [mobile, user.id, 'Zoya', 'Verma']) expect(text).not.toContain(secret);
      return { code, out, err };
    };
    const granted = await run(['--mobile', mobile, '--permissions', '1,44']);
    expect(granted.code).toBe(0);
    expect(granted.out.join('\n')).toContain(
      `Granted admin permissions 1, 44 to the user with mobile ${maskMobile(mobile)}`,
    );
    expect(await permissionsOf(mobile)).toEqual([1, 44]);
    const revoked = await run(['--mobile', mobile, '--revoke']);
    expect(revoked.code).toBe(0);
    expect(revoked.out.join('\n')).toContain('Permissions now: none (admin: no)');
    const missing = await run(['--mobile', freshMobile(), '--permissions', '1']);
    expect(missing.code).toBe(1);
    expect(missing.err.join('\n')).toMatch(/^No user with mobile X{6}\d{4} in /);
    const bad = await run(['--mobile', mobile, '--permissions', '99']);
    expect(bad.code).toBe(2);
    expect(bad.err).toEqual([expect.stringContaining('not admin permissions: 99'), USAGE]);
  });
});

// The real process, as an operator runs it, on an embedded database in a folder.
describe('the grantAdmin command', () => {
  const cli = resolve(import.meta.dirname, 'grantAdmin.ts');
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'tara-grant-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  function command(argv: string[], env: NodeJS.ProcessEnv = {}) {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ...env };
    delete childEnv.DATABASE_URL;
    delete childEnv.npm_lifecycle_event;
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', cli, ...argv],
      { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) =>
      child.on('close', (code) => done({ code, stdout, stderr })),
    );
  }

  it('exits 2 with the usage line on bad arguments, 0 with it on --help', async () => {
    const bad = await command(['--mobile', '12345', '--revoke']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--mobile: Please enter a valid 10 digit phone number');
    expect(bad.stderr).toContain(USAGE);
    const help = await command(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain(USAGE);
  });

  it('refuses a DATA_DIR without a database (exit 1) instead of making an empty one', async () => {
    const res = await command(['--mobile', '9876543210', '--revoke'], {
      DATA_DIR: join(dataDir, 'elsewhere'),
    });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('There is no database at');
  });

  it('grants on the embedded database, exits 1 for an unknown mobile, refuses while the database is open', async () => {
    const mobile = freshMobile();
    const first = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    await insertUser(first.db, { mobile, isVerified: true, now: new Date() });
    // Another process (the server, here this test) holds the embedded database open.
    const busy = await command(['--mobile', mobile, '--permissions', '1']);
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain(`is in use by process ${process.pid}. Stop that process first`);
    await first.close();
    const granted = await command(['--mobile', mobile, '--permissions', '7']);
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout).toContain(`to the user with mobile ${maskMobile(mobile)}`);
    expect(granted.stdout + granted.stderr).not.toContain(mobile);
    const missing = await command(['--mobile', freshMobile(), '--permissions', '7']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No user with mobile');
    const after = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      expect((await findUserByMobile(after.db, mobile))?.permissions).toEqual([7]);
    } finally {
      await after.close();
    }
  }, 120_000); // three commands and this test open PGlite, on a busy machine
});
