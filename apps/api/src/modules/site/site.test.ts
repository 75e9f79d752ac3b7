import { SANDBOX_COMPANY_IDENTITY } from '@tara/core/company';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { TEST_COMPANY } from '../../test/company.js';
import { testApp } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

describe.each(testDbKinds())('GET /api/site/company on $kind', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers the labelled sandbox identity when none is configured', async () => {
    const app = await testApp(database);
    try {
      const res = await app.inject({ method: 'GET', url: '/api/site/company' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.json()).toEqual({ data: SANDBOX_COMPANY_IDENTITY });
      expect(res.json().data.sandbox).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('answers the configured identity, in production too', async () => {
    const app = await testApp(database, {
      production: true,
      company: TEST_COMPANY,
      sms: { name: 'fake', send: async () => {} },
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/site/company' });
      expect(res.json()).toEqual({ data: TEST_COMPANY });
    } finally {
      await app.close();
    }
  });
});
