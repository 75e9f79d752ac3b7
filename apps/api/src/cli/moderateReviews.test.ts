import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardReviews } from '../db/schema.js';
import type { Database } from '../db/types.js';
import { reviewPage } from '../modules/cards/data.js';
import { freshMobile, makeUser, TestClock } from '../test/auth.js';
import { testDbKinds } from '../test/testDb.js';
import { parseModerateArgs, runModerateReviews } from './moderateReviews.js';

describe('moderateReviews arguments', () => {
  const id = '00000000-0000-4000-8000-000000000001';
  it('reads one action', () => {
    expect(parseModerateArgs(['--list'])).toEqual({ kind: 'ok', args: { action: 'list' } });
    expect(parseModerateArgs(['--approve', id])).toEqual({
      kind: 'ok',
      args: { action: 'approve', id },
    });
    expect(parseModerateArgs([`--reject=${id}`])).toEqual({
      kind: 'ok',
      args: { action: 'reject', id },
    });
  });
  it.each([[[]], [['--list', '--approve', id]], [['--approve', 'x']], [['--force']]])(
    'refuses %j',
    (argv) => {
      expect(parseModerateArgs(argv).kind).toBe('bad');
    },
  );
});

describe.each(testDbKinds())('moderating reviews on $kind', ({ open }) => {
  let database: Database;
  const clock = new TestClock();
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  const run = async (argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runModerateReviews(argv, {
      env: {},
      cwd: process.cwd(),
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      now: clock.now,
      open: async () => ({ ...database, close: async () => {} }),
    });
    return { code, out, err };
  };

  it('lists pending reviews, approves one (then shown), rejects another', async () => {
    const user = await makeUser(database, freshMobile(), { firstName: 'Asha' });
    const other = await makeUser(database, freshMobile(), { firstName: 'Ravi' });
    const row = (userId: string, rating: number) => ({
      id: randomUUID(),
      cardId: 1,
      userId,
      rating,
      title: 'Good card',
      body: 'Rewards add up and the app is easy to use.',
      author: 'Asha',
      createdAt: clock.now(),
    });
    const [a, b] = [row(user.id, 4), row(other.id, 1)];
    await database.db.insert(cardReviews).values([a, b]);

    const listed = await run(['--list']);
    expect(listed.code).toBe(0);
    expect(listed.out[0]).toMatch(/^2 review\(s\) waiting/);
    expect(listed.out.join('\n')).toContain(a.id);

    expect((await run(['--approve', a.id])).code).toBe(0);
    expect((await run(['--reject', b.id])).code).toBe(0);
    const page = await reviewPage(database.db, 1, 0, 10);
    expect(page).toMatchObject({ total: 1, average: 4 });
    expect(page.rows.map((r) => r.id)).toEqual([a.id]);
    expect((await run(['--list'])).out[0]).toMatch(/^0 review\(s\) waiting/);

    const missing = await run(['--approve', randomUUID()]);
    expect(missing.code).toBe(1);
    expect((await run(['--approve', 'nope'])).code).toBe(2);
  });
});
