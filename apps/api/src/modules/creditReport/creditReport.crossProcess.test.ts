import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { sandboxBureau } from '../../partners/bureau/sandbox.js';
import { freshMobile, logIn, makeUser } from '../../test/auth.js';
import { TODAY, testApp, Visitor } from '../../test/testApp.js';
import { openPostgresTwins } from '../../test/testDb.js';

const url = process.env.DATABASE_URL;

// The daily pull limit is kept in the database: two API processes on one PostgreSQL count
// one user's pulls together, even when they race.
describe.skipIf(!url)('credit-report pulls across two API processes on PostgreSQL', () => {
  let databases: Database[];
  let apps: FastifyInstance[];

  beforeAll(async () => {
    databases = await openPostgresTwins(url as string, 2);
    apps = await Promise.all(
      databases.map((database) =>
        testApp(database, {
          partnerClients: { bureau: sandboxBureau({ now: () => TODAY }) },
        }),
      ),
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of [...databases].reverse()) await database.close();
  });

  it('allows three pulls a day in all, whichever process takes them', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const mobile = freshMobile();
    await makeUser(databases[0] as Database, mobile);
    const one = new Visitor(first);
    await logIn(first, one, mobile);
    const two = new Visitor(second, one.ip);
    for (const [name, value] of one.cookies) two.cookies.set(name, value);
    const body = { firstName: 'Asha', lastName: 'Verma', consent: true, mobile, pan: 'ABCDE1234F' };
    const pulls = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? two : one).post('/api/credit-report/self-pull', body),
      ),
    );
    const codes = pulls.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 429, 429, 429]);
  });
});
