import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import {
  CALL_JOURNEY,
  callJourney,
  FAKE_CALL_USES,
  fakeCalls,
  REJECTED,
} from '../../test/callJourney.js';
import { saveStep } from '../../test/leadSteps.js';
import { TODAY, testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { settleLeadCall } from './settleLead.js';

describe.each(testDbKinds())('journey steps that call partners on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const fake = fakeCalls();

  beforeAll(async () => {
    database = await open();
    app = await testApp(database, {
      journeys: [callJourney],
      moreCalls: fake.calls,
      moreCallUses: FAKE_CALL_USES,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const save = (browser: Visitor, step: string, values: Record<string, unknown>, id?: string) =>
    saveStep(browser, step, values, id, {}, CALL_JOURNEY);

  async function leadAtStep2(browser: Visitor): Promise<string> {
    const first = await save(browser, 'step1', { firstname: 'Asha' });
    expect(first.statusCode, first.body).toBe(200);
    return first.json.lead_id as unknown as string;
  }

  const settle = (leadId: string, outcome: string) =>
    settleLeadCall(
      {
        db: database.db,
        journeys: { find: () => callJourney, entry: () => undefined, prefixes: [CALL_JOURNEY] },
        now: () => TODAY,
      },
      { call: 'test.wait', externalRef: `mandate-${leadId}`, outcome },
    );

  it('routes by the call’s outcome and calls the partner once for the same input', async () => {
    const browser = new Visitor(app);
    const leadId = await leadAtStep2(browser);
    const res = await save(browser, 'step2', { pancard: 'ABCPE1234A' }, leadId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.metadata.last_loc).toBe('test/calls/step3');
    const again = await save(browser, 'step2', { pancard: 'ABCPE1234A' }, leadId);
    expect(again.statusCode, again.body).toBe(200);
    expect(fake.asked.filter((a) => a.pan === 'ABCPE1234A')).toHaveLength(1);
  });

  it('leaves by the rejected exit with its message, and refuses any later save', async () => {
    const browser = new Visitor(app);
    const leadId = await leadAtStep2(browser);
    const res = await save(browser, 'step2', { pancard: 'ABCPE1234F' }, leadId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.metadata.last_loc).toBe('test/calls/done');
    expect(res.json.data.results).toMatchObject({
      status: 'exited',
      current: null,
      exit: { name: 'rejected', step: 'step2', message: REJECTED },
    });
    const later = await save(browser, 'step1', { firstname: 'Asha' }, leadId);
    expect(later.statusCode).toBe(409);
    const [row] = await database.db.query.leads.findMany({
      where: (l, { eq }) => eq(l.id, leadId),
    });
    expect(row?.exit).toEqual({ name: 'rejected', stepId: 'step2', reason: 'test.check: no' });
  });

  it('answers 503 with the partner’s message when it is down, and calls again on a retry', async () => {
    const browser = new Visitor(app);
    const leadId = await leadAtStep2(browser);
    const down = await save(browser, 'step2', { pancard: 'ABCPE1234X' }, leadId);
    expect(down.statusCode).toBe(503);
    expect(down.json.errors).toEqual(['The bank is not answering']);
    const retry = await save(browser, 'step2', { pancard: 'ABCPE1234X' }, leadId);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(fake.asked.filter((a) => a.pan === 'ABCPE1234X').map((a) => a.attempt)).toEqual([1, 2]);
  });

  it('waits on a step until the late answer arrives, and moves on once when it arrives twice', async () => {
    const browser = new Visitor(app);
    const leadId = await leadAtStep2(browser);
    await save(browser, 'step2', { pancard: 'ABCPE1234B' }, leadId);
    const waiting = await save(browser, 'step3', {}, leadId);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json.metadata.last_loc).toBe('test/calls/step3');
    expect(waiting.json.data.results.pending).toMatchObject({
      step: 'step3',
      call: 'test.wait',
      resend_after_seconds: 10,
    });
    const ahead = await save(browser, 'step4', { remarks: 'x' }, leadId);
    expect(ahead.statusCode).toBe(409);

    expect(await settle(leadId, 'yes')).toBe(true);
    expect(await settle(leadId, 'yes')).toBe(false);
    const current = await browser.get(`/api/lead/current?journey=${CALL_JOURNEY}`);
    expect(current.json.data.results).toMatchObject({
      current: 'step4',
      pending: null,
      last_loc: 'test/calls/step4',
    });
    const last = await save(browser, 'step4', { remarks: 'thanks' }, leadId);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json.metadata.last_loc).toBe('test/calls/done');
  });

  it('leaves by the exit when the late answer is a decline', async () => {
    const browser = new Visitor(app);
    const leadId = await leadAtStep2(browser);
    await save(browser, 'step2', { pancard: 'ABCPE1234C' }, leadId);
    await save(browser, 'step3', {}, leadId);
    expect(await settle(leadId, 'declined')).toBe(true);
    const current = await browser.get(`/api/lead/current?journey=${CALL_JOURNEY}`);
    expect(current.json.data.results).toMatchObject({
      status: 'exited',
      exit: { name: 'rejected', step: 'step3', message: REJECTED },
      last_loc: 'test/calls/done',
    });
  });
});
