import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadCalls } from '../../db/schema.js';
import type { Database } from '../../db/types.js';
import { sandboxOutbox } from '../../partners/sms/sandbox.js';
import { SECOND, TestClock } from '../../test/auth.js';
import { saveStep } from '../../test/leadSteps.js';
import { leadWithMandate, settleEnach } from '../../test/mandates.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { MANDATE_DONE, NO_LINK_YET } from './resendRoutes.js';

const RESEND = '/api/third-party/loans/idfc/send-enach-url';

describe.each(testDbKinds())('resending the e-mandate link on $kind', ({ open }) => {
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

  it('refuses before 10 s, then sends the same link again and makes no second mandate', async () => {
    const { browser, leadId, mobile, mandateId } = await leadWithMandate(app, database, clock.now);
    clock.advance(4 * SECOND);
    const early = await browser.post(RESEND, { leadId });
    expect(early.statusCode).toBe(429);
    expect(early.json.errors).toEqual(['Please wait 6 seconds before asking for the link again']);
    expect(early.headers['retry-after']).toBe('6');
    clock.advance(6 * SECOND);
    const res = await browser.post(RESEND, { leadId });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ data: { results: { sent: true, resendAfterSeconds: 10 } } });
    const texts = (await sandboxOutbox(database.db, mobile)).map((m) => m.text);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toBe(texts[1]);
    expect(texts[0]).toContain(`/api/sandbox/enach/${mandateId}`);
    const rows = await database.db.select().from(leadCalls).where(eq(leadCalls.leadId, leadId));
    expect(rows.map((r) => r.externalRef)).toEqual([mandateId]);
    // The wait starts again from this link.
    clock.advance(9 * SECOND);
    expect((await browser.post(RESEND, { leadId })).statusCode).toBe(429);
    clock.advance(SECOND);
    expect((await browser.post(RESEND, { leadId })).statusCode).toBe(200);
  });

  it('resends only to the lead’s own browser', async () => {
    const { leadId } = await leadWithMandate(app, database, clock.now);
    clock.advance(10 * SECOND);
    const stranger = await new Visitor(app).post(RESEND, { leadId });
    expect(stranger.statusCode).toBe(404);
    expect((await new Visitor(app).post(RESEND, { leadId: 'nope' })).statusCode).toBe(422);
  });

  it('has nothing to resend before a link went, or once the mandate is settled', async () => {
    const browser = new Visitor(app);
    const saved = await saveStep(browser, 'step1', { firstname: 'Asha' });
    const none = await browser.post(RESEND, { leadId: saved.json.lead_id });
    expect(none.statusCode).toBe(409);
    expect(none.json.errors).toEqual([NO_LINK_YET]);
    const done = await leadWithMandate(app, database, clock.now);
    await settleEnach(database, done.leadId, done.mandateId, 'registered', clock.now());
    clock.advance(10 * SECOND);
    const after = await done.browser.post(RESEND, { leadId: done.leadId });
    expect(after.statusCode).toBe(409);
    expect(after.json.errors).toEqual([MANDATE_DONE]);
  });
});
