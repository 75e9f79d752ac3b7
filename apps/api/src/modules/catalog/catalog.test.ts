import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

describe.each(testDbKinds())('catalog on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let browser: Visitor;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database);
    browser = new Visitor(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each([
    ['400001', 'Mumbai', 'Maharashtra'],
    ['110001', 'New Delhi', 'Delhi'],
    ['560001', 'Bengaluru', 'Karnataka'],
    ['600001', 'Chennai', 'Tamil Nadu'],
    ['500001', 'Hyderabad', 'Telangana'],
    ['700001', 'Kolkata', 'West Bengal'],
    ['411001', 'Pune', 'Maharashtra'],
    ['302001', 'Jaipur', 'Rajasthan'],
    ['380001', 'Ahmedabad', 'Gujarat'],
    ['160017', 'Chandigarh', 'Chandigarh'],
    ['395003', 'Surat', 'Gujarat'],
  ])('finds the city of pincode %s', async (pincode, city, state) => {
    const res = await browser.get(
      `/api/provider/search/pin?pincode=${pincode}&productId=3&limit=1&providerId=3`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json.data.results).toEqual([
      expect.objectContaining({ city_pretty_name: city, state, city_name: city.toUpperCase() }),
    ]);
  });

  it('pin search: an unknown pincode is an empty list, a malformed one a 422', async () => {
    const unknown = await browser.get('/api/provider/search/pin?pincode=999999');
    expect(unknown.json).toEqual({ data: { results: [] } });
    for (const bad of ['12345', '012345', 'abcdef', '4000011']) {
      const res = await browser.get(`/api/provider/search/pin?pincode=${bad}`);
      expect(res.statusCode).toBe(422);
      expect(res.json.fields).toEqual({ pincode: 'Please enter a valid pincode' });
    }
    expect((await browser.get('/api/provider/search/pin')).statusCode).toBe(422);
  });

  it('pins/status: serviceable with the city, or 400 Please enter a valid pincode', async () => {
    const ok = await browser.post('/api/provider/pins/status', {
      productId: 3,
      providerId: 3,
      pincode: '411001',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json.data.results).toMatchObject({
      serviceable: true,
      city_name: 'PUNE',
      city_pretty_name: 'Pune',
    });
    const numeric = await browser.post('/api/provider/pins/status', { pincode: 411001 });
    expect(numeric.statusCode).toBe(200);
    for (const pincode of ['999999', '01', null, undefined, { x: 1 }]) {
      const res = await browser.post('/api/provider/pins/status', { productId: 3, pincode });
      expect(res.statusCode, String(pincode)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const bad = await browser.post('/api/provider/pins/status', { pincode: '999999' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.errors).toEqual(['Please enter a valid pincode']);
  });

  it.each(['/api/cities', '/api/providers/cities', '/api/cb/cities', '/api/membership/cities'])(
    '%s suggests cities, prefix matches first',
    async (url) => {
      const res = await browser.get(`${url}?q=na&offset=0&limit=10&productId=3`);
      expect(res.statusCode).toBe(200);
      const names = (res.json.data.results as unknown as { name: string }[]).map((c) => c.name);
      expect(names.slice(0, 3)).toEqual(['Nagpur', 'Nashik', 'Navi Mumbai']);
      expect(names).toContain('Chennai');
      const pune = await browser.get(`${url}?q=PUN`);
      expect(pune.json.data.results[0]).toMatchObject({
        id: 7,
        name: 'Pune',
        state: 'Maharashtra',
      });
    },
  );

  it('suggests companies and banks, case-insensitive, contains after prefix', async () => {
    const companies = await browser.get('/api/companies?q=TATA');
    const names = (companies.json.data.results as unknown as { name: string }[]).map((c) => c.name);
    expect(names.slice(0, 3)).toEqual(['Tata Consultancy Services', 'Tata Motors', 'Tata Steel']);
    expect(companies.json.data.results[0]).toMatchObject({ category: 'listed company' });
    const banks = await browser.get('/api/banks?q=bank of');
    const bankNames = (banks.json.data.results as unknown as { name: string }[]).map((b) => b.name);
    expect(bankNames[0]).toBe('Bank of Baroda');
    expect(bankNames).toContain('State Bank of India');
  });

  it('pages, caps the limit at 50, and needs two characters', async () => {
    const all = await browser.get('/api/companies?q=in&limit=500');
    expect(all.statusCode).toBe(200);
    expect(all.json.data.results.length).toBeLessThanOrEqual(50);
    const page1 = await browser.get('/api/companies?q=in&limit=2');
    const page2 = await browser.get('/api/companies?q=in&limit=2&offset=2');
    expect(page1.json.data.results).toHaveLength(2);
    expect(page2.json.data.results[0]).toEqual(all.json.data.results[2]);
    expect((await browser.get('/api/cities?q=p')).json).toEqual({ data: { results: [] } });
    expect((await browser.get('/api/cities')).json).toEqual({ data: { results: [] } });
    expect((await browser.get('/api/cities?q=%25%25')).json).toEqual({ data: { results: [] } });
    expect((await browser.get('/api/cities?q=ab&limit=0')).statusCode).toBe(422);
    expect((await browser.get('/api/cities?q=ab&offset=-1')).statusCode).toBe(422);
    expect((await browser.get('/api/cities?q=a%00b')).statusCode).toBe(422);
  });
});
