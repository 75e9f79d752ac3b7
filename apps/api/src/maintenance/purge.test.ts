import { randomUUID } from 'node:crypto';
import { inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, otps, rateLimits, sessions, smsOutbox, visitors } from '../db/schema.js';
import type { Database } from '../db/types.js';
import { DEFAULT_AUTH_LIMITS } from '../modules/auth/policy.js';
import { freshMobile, HOUR, MINUTE, makeUser } from '../test/auth.js';
import { TODAY } from '../test/testApp.js';
import { testDbKinds } from '../test/testDb.js';
import { type PurgeCounts, purgeExpired } from './purge.js';

const NOW = TODAY;
const at = (msFromNow: number) => new Date(NOW.getTime() + msFromNow);
const NOTHING: PurgeCounts = {
  otps: 0,
  sessions: 0,
  rateLimits: 0,
  idempotencyKeys: 0,
  smsOutbox: 0,
  anonymousLeads: 0,
  creditReports: 0,
};

describe.each(testDbKinds())('retention purge on $kind', ({ kind, open }) => {
  let database: Database;
  let userId: string;
  let visitorId: string;

  beforeAll(async () => {
    database = await open();
    userId = (await makeUser(database, freshMobile())).id;
    visitorId = randomUUID();
    await database.db.insert(visitors).values({
      id: visitorId,
      tokenHash: randomUUID(),
      createdAt: at(-48 * HOUR),
      lastSeenAt: NOW,
    });
  });
  afterAll(async () => {
    await database.close();
  });

  /** An OTP row; `id` names it in the assertions. */
  const otp = (createdAt: Date, expiresAt: Date, consumedAt: Date | null = null) => ({
    id: randomUUID(),
    mobile: freshMobile(),
    purpose: 'login',
    scope: '',
    codeHash: 'h',
    createdAt,
    expiresAt,
    consumedAt,
  });

  const session = (
    createdAt: Date,
    lastSeenAt: Date,
    revokedAt: Date | null = null,
    expiresAt: Date = new Date(createdAt.getTime() + 12 * HOUR),
  ) => ({
    id: randomUUID(),
    tokenHash: randomUUID(),
    userId,
    createdAt,
    lastSeenAt,
    expiresAt,
    revokedAt,
  });

  const ids = async () => ({
    otps: (await database.db.select({ id: otps.id }).from(otps)).map((r) => r.id).sort(),
    sessions: (await database.db.select({ id: sessions.id }).from(sessions))
      .map((r) => r.id)
      .sort(),
    rateLimits: (await database.db.select({ key: rateLimits.key }).from(rateLimits))
      .map((r) => r.key)
      .sort(),
    idempotencyKeys: (await database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys))
      .map((r) => r.key)
      .sort(),
    smsOutbox: (await database.db.select({ text: smsOutbox.text }).from(smsOutbox))
      .map((r) => r.text)
      .sort(),
  });

  it('deletes exactly the rows past retention and keeps the live ones; a second run deletes nothing', async () => {
    const keptOtps = [
      otp(at(-5 * MINUTE), at(5 * MINUTE)), // still valid (within its 10 minutes)
      otp(at(-30 * MINUTE), at(-20 * MINUTE)), // expired 20 min ago: within the 24 h grace
      otp(at(-2 * HOUR), at(-110 * MINUTE), at(-115 * MINUTE)), // used 2 h ago
      otp(at(-24 * HOUR), at(-(23 * HOUR + 50 * MINUTE))), // expired 23 h 50 min ago
    ];
    const goneOtps = [
      otp(at(-25 * HOUR), at(-(24 * HOUR + 50 * MINUTE))), // expired 24 h 50 min ago
      // Used (or voided) 24 h 1 min ago though it would have expired only 23 h 55 min ago.
      otp(at(-(24 * HOUR + 5 * MINUTE)), at(-(23 * HOUR + 55 * MINUTE)), at(-(24 * HOUR + MINUTE))),
    ];
    const keptSessions = [
      session(at(-HOUR), at(-5 * MINUTE)), // valid
      session(at(-3 * HOUR), at(-2 * HOUR)), // idle since 1 h 30 min: within the grace
      session(at(-2 * HOUR), at(-HOUR), at(-HOUR)), // logged out an hour ago
      session(at(-36 * HOUR + 30 * MINUTE), at(-24 * HOUR - 5 * MINUTE)), // ended 23 h 30 min ago
      // Idle 24 h 10 min: the idle end (30 min later) is 23 h 40 min ago.
      session(at(-25 * HOUR), at(-(24 * HOUR + 10 * MINUTE)), null, at(-13 * HOUR)),
    ];
    const goneSessions = [
      // Absolute end 24 h 5 min ago (last seen too recently for the idle rule to catch it).
      session(at(-(36 * HOUR + 5 * MINUTE)), at(-(24 * HOUR + 10 * MINUTE))),
      // Idle end 24 h 30 min ago; its absolute end (14 h ago) is within the grace.
      session(at(-(26 * HOUR)), at(-(25 * HOUR)), null, at(-14 * HOUR)),
      // Revoked 24 h 1 min ago, neither idle nor absolute end that far back.
      session(
        at(-(24 * HOUR + 5 * MINUTE)),
        at(-(24 * HOUR + 2 * MINUTE)),
        at(-(24 * HOUR + MINUTE)),
      ),
    ];
    await database.db.insert(otps).values([...keptOtps, ...goneOtps]);
    await database.db.insert(sessions).values([...keptSessions, ...goneSessions]);
    await database.db.insert(rateLimits).values([
      { key: 'keep:counter-10min', windowStart: at(-10 * MINUTE), count: 3 },
      { key: 'keep:counter-23h59m', windowStart: at(-(23 * HOUR + 59 * MINUTE)), count: 5 },
      // A 30 s cooldown long over: kept until the longest window (a day: the credit-report
      // pulls) has passed.
      { key: 'keep:cooldown-2min', windowStart: at(-2 * MINUTE), count: 1 },
      { key: 'gone:counter-24h1m', windowStart: at(-(24 * HOUR + MINUTE)), count: 20 },
      { key: 'gone:counter-3days', windowStart: at(-72 * HOUR), count: 1 },
    ]);
    const key = (k: string, createdAt: Date, statusCode = 200) => ({
      visitorId,
      key: k,
      requestHash: 'h',
      statusCode,
      response: { data: { results: { answers: { firstName: 'Asha' } } } },
      createdAt,
    });
    await database.db
      .insert(idempotencyKeys)
      .values([
        key('keep:1h', at(-HOUR)),
        key('keep:claim-in-flight', at(-MINUTE), 0),
        key('keep:23h59m', at(-(23 * HOUR + 59 * MINUTE))),
        key('gone:24h1m', at(-(24 * HOUR + MINUTE))),
        key('gone:stale-claim-3d', at(-72 * HOUR), 0),
      ]);
    await database.db.insert(smsOutbox).values([
      { mobile: freshMobile(), text: 'keep:1h', createdAt: at(-HOUR) },
      { mobile: freshMobile(), text: 'keep:23h59m', createdAt: at(-(23 * HOUR + 59 * MINUTE)) },
      { mobile: freshMobile(), text: 'gone:24h1m', createdAt: at(-(24 * HOUR + MINUTE)) },
      { mobile: freshMobile(), text: 'gone:30d', createdAt: at(-30 * 24 * HOUR) },
    ]);

    expect(await purgeExpired(database.db, NOW)).toEqual({
      otps: 2,
      sessions: 3,
      rateLimits: 2,
      idempotencyKeys: 2,
      smsOutbox: 2,
      anonymousLeads: 0,
      creditReports: 0,
    });
    const left = await ids();
    expect(left.otps).toEqual(keptOtps.map((o) => o.id).sort());
    expect(left.sessions).toEqual(keptSessions.map((s) => s.id).sort());
    expect(left.rateLimits).toEqual([
      'keep:cooldown-2min',
      'keep:counter-10min',
      'keep:counter-23h59m',
    ]);
    expect(left.idempotencyKeys).toEqual(['keep:1h', 'keep:23h59m', 'keep:claim-in-flight']);
    expect(left.smsOutbox).toEqual(['keep:1h', 'keep:23h59m']);

    expect(await purgeExpired(database.db, NOW)).toEqual(NOTHING);
    expect(await ids()).toEqual(left);
  });

  it('deletes in batches of the given size, and at most maxBatches per table per run', async () => {
    const texts = Array.from({ length: 7 }, (_, i) => `batch:${i}`);
    await database.db
      .insert(smsOutbox)
      .values(texts.map((text) => ({ mobile: freshMobile(), text, createdAt: at(-48 * HOUR) })));
    expect(await purgeExpired(database.db, NOW, { batchSize: 2, maxBatches: 2 })).toEqual({
      ...NOTHING,
      smsOutbox: 4,
    });
    expect(await purgeExpired(database.db, NOW, { batchSize: 2 })).toEqual({
      ...NOTHING,
      smsOutbox: 3,
    });
    const left = await database.db.select().from(smsOutbox).where(like(smsOutbox.text, 'batch:%'));
    expect(left).toEqual([]);
  });

  it('lets the event loop run between batches, so requests go on during a long run', async () => {
    const sentAt = at(-48 * HOUR);
    await database.db.insert(smsOutbox).values(
      Array.from({ length: 30 }, (_, i) => ({
        mobile: freshMobile(),
        text: `long:${i}`,
        createdAt: sentAt,
      })),
    );
    let ticked = false;
    setTimeout(() => {
      ticked = true;
    }, 0);
    const tickedDuringRun = await purgeExpired(database.db, NOW, { batchSize: 1 }).then(
      (counts) => {
        expect(counts.smsOutbox).toBe(30);
        return ticked;
      },
    );
    expect(tickedDuringRun).toBe(true);
  });

  it('takes the session idle time from the auth limits the app runs with', async () => {
    // Idle for 26 h: past retention with the 30 min idle rule, not with a 4 h one.
    const idle = session(at(-27 * HOUR), at(-26 * HOUR), null, at(6 * HOUR));
    await database.db.insert(sessions).values(idle);
    const limits = { ...DEFAULT_AUTH_LIMITS, sessionIdleSeconds: 4 * 3600 };
    expect(await purgeExpired(database.db, NOW, { limits })).toEqual(NOTHING);
    expect(await purgeExpired(database.db, NOW)).toEqual({ ...NOTHING, sessions: 1 });
  });

  it(`two runs at once on ${kind} delete each row once and throw nothing`, async () => {
    const rows = Array.from({ length: 40 }, (_, i) => ({
      mobile: freshMobile(),
      text: `race:${i}`,
      createdAt: at(-48 * HOUR),
    }));
    await database.db.insert(smsOutbox).values(rows);
    const dead = Array.from({ length: 25 }, () => otp(at(-50 * HOUR), at(-49 * HOUR)));
    await database.db.insert(otps).values(dead);
    const [a, b] = await Promise.all([
      purgeExpired(database.db, NOW, { batchSize: 3 }),
      purgeExpired(database.db, NOW, { batchSize: 3 }),
    ]);
    expect((a?.smsOutbox ?? 0) + (b?.smsOutbox ?? 0)).toBe(40);
    expect((a?.otps ?? 0) + (b?.otps ?? 0)).toBe(25);
    const ids = dead.map((o) => o.id);
    expect(await database.db.select().from(otps).where(inArray(otps.id, ids))).toEqual([]);
    expect(await purgeExpired(database.db, NOW)).toEqual(NOTHING);
  });
});
