import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

// POST /client-errors (CR-39; decision 038): a failure report reaches the log without
// anything a form held.

describe.each(testDbKinds())('client error reports on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await open();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await testApp(database, {
      logger: { level: 'info', stream },
      authLimits: { clientErrorsPerIp: { limit: 2, windowSeconds: 3600 } },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const report = {
    source: 'self-pull',
    status: 409,
    message: 'Your credit report is linked to XXXXXX5521',
    path: '/financial-fitness',
    values: { pan: 'AAAAA9999A', mobile: '9999999999', consent: true },
  };

  it('logs the report, masked, and answers received', async () => {
    const visitor = new Visitor(app);
    // A browser that slipped real values in: masked again before the log.
    const res = await visitor.post('/api/client-errors', {
      ...report,
      values: { ...report.values, panTyped: 'ABCDE1234F', phone: '9876543210' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data).toEqual({ received: true });
    const line = lines.find((l) => l.includes('client error report'));
    expect(line).toBeDefined();
    const logged = JSON.parse(line as string).clientError;
    expect(logged).toMatchObject({
      source: 'self-pull',
      status: 409,
      path: '/financial-fitness',
      message: 'Your credit report is linked to XXXXXX5521',
    });
    expect(logged.values.consent).toBe(true);
    expect(logged.values.panTyped).toBe('XXXXX1234X');
    expect(line).not.toContain('ABCDE1234F');
    expect(line).not.toContain('9876543210');
  });

  it('refuses a malformed report and limits reports per address', async () => {
    const visitor = new Visitor(app);
    const bad = await visitor.post('/api/client-errors', { ...report, source: 'anything' });
    expect(bad.statusCode).toBe(422);
    expect((await visitor.post('/api/client-errors', report)).statusCode).toBe(200);
    expect((await visitor.post('/api/client-errors', report)).statusCode).toBe(200);
    const third = await visitor.post('/api/client-errors', report);
    expect(third.statusCode).toBe(429);
  });
});
