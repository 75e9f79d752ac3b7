import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { testApp, Visitor } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';
import { pickedSuggestion, resolvePincodeCity } from './service.js';

/** A pincode in every state and union territory (all 36): [pincode, district, state]. */
const ONE_PER_STATE: [string, string, string][] = [
  ['744101', 'South Andaman', 'Andaman and Nicobar Islands'],
  ['530001', 'Visakhapatnam', 'Andhra Pradesh'],
  ['791111', 'Papum Pare', 'Arunachal Pradesh'],
  ['781001', 'Kamrup', 'Assam'],
  ['800001', 'Patna', 'Bihar'],
  ['160017', 'Chandigarh', 'Chandigarh'],
  ['492001', 'Raipur', 'Chhattisgarh'],
  ['396230', 'Dadra & Nagar Haveli', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['110092', 'East Delhi', 'Delhi'],
  ['403001', 'North Goa', 'Goa'],
  ['380001', 'Ahmedabad', 'Gujarat'],
  ['122001', 'Gurgaon', 'Haryana'],
  ['171001', 'Shimla', 'Himachal Pradesh'],
  ['190001', 'Srinagar', 'Jammu and Kashmir'],
  ['834001', 'Ranchi', 'Jharkhand'],
  ['560001', 'Bangalore', 'Karnataka'],
  ['695001', 'Thiruvananthapuram', 'Kerala'],
  ['194101', 'Leh', 'Ladakh'],
  ['682555', 'Lakshadweep', 'Lakshadweep'],
  ['462001', 'Bhopal', 'Madhya Pradesh'],
  ['400001', 'Mumbai', 'Maharashtra'],
  ['795001', 'Imphal West', 'Manipur'],
  ['793001', 'East Khasi Hills', 'Meghalaya'],
  ['796001', 'Aizawl', 'Mizoram'],
  ['797001', 'Kohima', 'Nagaland'],
  ['751001', 'Khorda', 'Odisha'],
  ['605001', 'Pondicherry', 'Puducherry'],
  ['141001', 'Ludhiana', 'Punjab'],
  ['302001', 'Jaipur', 'Rajasthan'],
  ['737101', 'East Sikkim', 'Sikkim'],
  ['600001', 'Chennai', 'Tamil Nadu'],
  ['500001', 'Hyderabad', 'Telangana'],
  ['799001', 'West Tripura', 'Tripura'],
  ['226001', 'Lucknow', 'Uttar Pradesh'],
  ['248001', 'Dehradun', 'Uttarakhand'],
  ['700001', 'Kolkata', 'West Bengal'],
];

/** Issue 7 item 11: refused before. [pincode, place, product city id or null, district]. */
const REFUSED_BEFORE: [string, string, number | null, string][] = [
  ['560103', 'Bellandur', 3, 'Bangalore'],
  ['411057', 'Hinjewadi', 7, 'Pune'],
  ['600119', 'Sholinganallur', 4, 'Kanchipuram'],
  ['700156', 'New Town', 6, 'North 24 Parganas'],
  ['401107', 'Mira Road', 17, 'Thane'],
  ['793001', 'Shillong', null, 'East Khasi Hills'],
  ['737101', 'Gangtok', null, 'East Sikkim'],
  ['744101', 'Port Blair', null, 'South Andaman'],
];

/** Issue 7 item 12: what people type → the product city's pretty name. */
const ALIASES: [string, string][] = [
  ['Bangalore', 'Bengaluru'],
  ['Bombay', 'Mumbai'],
  ['Gurgaon', 'Gurugram'],
  ['Calcutta', 'Kolkata'],
  ['Madras', 'Chennai'],
  ['Poona', 'Pune'],
  ['Baroda', 'Vadodara'],
  ['Trivandrum', 'Thiruvananthapuram'],
  ['Cochin', 'Kochi'],
  ['Vizag', 'Visakhapatnam'],
  ['Pondicherry', 'Puducherry'],
  ['Allahabad', 'Prayagraj'],
  ['Mysore', 'Mysuru'],
  ['Mangalore', 'Mangaluru'],
];

const names = (results: unknown) => (results as { name: string }[]).map((r) => r.name);

describe.each(testDbKinds())('reference data on $kind', ({ open }) => {
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

  const searchPin = (pincode: string) =>
    browser.get(`/api/provider/search/pin?pincode=${pincode}&productId=3&limit=1&providerId=3`);

  it.each(ONE_PER_STATE)('pincode %s is in %s, %s', async (pincode, district, state) => {
    const res = await searchPin(pincode);
    expect(res.statusCode).toBe(200);
    expect(res.json.data.results).toEqual([expect.objectContaining({ district, state })]);
  });

  it.each(REFUSED_BEFORE)('%s (%s) is found', async (pincode, _place, cityId, district) => {
    const res = await searchPin(pincode);
    expect(res.json.data.results).toHaveLength(1);
    expect(res.json.data.results[0]).toMatchObject({ city_id: cityId, district });
    const status = await browser.post('/api/provider/pins/status', { productId: 3, pincode });
    expect(status.statusCode).toBe(200);
    expect(status.json.data.results).toMatchObject({ serviceable: true, city_id: cityId });
  });

  it('outside the product cities: the district as the place, no city id or pretty name', async () => {
    const res = await searchPin('793001');
    expect(res.json.data.results[0]).toEqual({
      city_id: null,
      city_name: 'East Khasi Hills',
      city_pretty_name: null,
      district: 'East Khasi Hills',
      state: 'Meghalaya',
    });
    // The lead's city answer then has no pretty name: the card query says 'others'.
    const city = await resolvePincodeCity(database.db, '793001', {
      productId: 3,
      instrumentId: null,
    });
    expect(city).toMatchObject({ city_id: null, pretty_name: null, city: 'East Khasi Hills' });
  });

  it('a Delhi pincode keeps its district and stays product city 2 (New Delhi)', async () => {
    const res = await searchPin('110085');
    expect(res.json.data.results[0]).toMatchObject({
      city_id: 2,
      city_pretty_name: 'New Delhi',
      district: 'North West Delhi',
      state: 'Delhi',
    });
  });

  it('a number India Post never assigned is still refused', async () => {
    expect((await searchPin('400036')).json).toEqual({ data: { results: [] } });
    const res = await browser.post('/api/provider/pins/status', { pincode: '560031' });
    expect(res.statusCode).toBe(400);
    expect(res.json.errors).toEqual(['Please enter a valid pincode']);
  });

  it.each(ALIASES)('the city search finds %s as %s, first', async (typed, city) => {
    for (const q of [typed, typed.toLowerCase(), typed.slice(0, 4)]) {
      const res = await browser.get(`/api/cities?q=${encodeURIComponent(q)}&limit=10`);
      expect(names(res.json.data.results)[0], q).toBe(city);
    }
    expect(await pickedSuggestion(database.db, 'cities', typed)).toMatchObject({ name: city });
  });

  it("'bang' finds Bengaluru, prefix matches before contains matches", async () => {
    const bang = await browser.get('/api/providers/cities?q=bang');
    expect(names(bang.json.data.results)).toEqual(['Bengaluru']);
    // 'ban' begins the aliases Bangalore and Banaras: both are prefix matches.
    const ban = names((await browser.get('/api/cb/cities?q=ban')).json.data.results);
    expect(ban.slice(0, 2)).toEqual(['Bengaluru', 'Varanasi']);
    const mum = names((await browser.get('/api/cities?q=mum')).json.data.results);
    expect(mum).toEqual(['Mumbai', 'Navi Mumbai']);
  });

  it.each([
    ['HDFC0000001', 'HDFC Bank'],
    ['sbin0000691', 'State Bank of India'],
    ['IDFB0040101', 'IDFC FIRST Bank'],
    ['UTIB0000001', 'Axis Bank'],
    ['HDFC0CAACOB', 'Akhand Anand Co.op Bank'],
  ])('GET /api/ifsc/%s names the bank %s', async (code, bankName) => {
    const res = await browser.get(`/api/ifsc/${code}`);
    expect(res.statusCode).toBe(200);
    expect(res.json.data.results).toEqual({
      ifsc: code.toUpperCase(),
      bank_code: code.slice(0, 4).toUpperCase(),
      bank_name: bankName,
      branch_code: code.slice(5).toUpperCase(),
    });
  });

  it.each([
    'HDFC0000066', // well-formed, no such branch
    'ZZZZ0000001', // no such bank
    'HDFC1000001',
    'HDFC000001',
    'HDFC0%2F00001',
  ])('GET /api/ifsc/%s is 422 Please enter a valid bank IFSC code', async (code) => {
    const res = await browser.get(`/api/ifsc/${code}`);
    expect(res.statusCode).toBe(422);
    expect(res.json.errors).toEqual(['Please enter a valid bank IFSC code']);
  });

  it('documents GET /api/ifsc/{code} in the OpenAPI document', async () => {
    const doc = (await browser.get('/api/openapi.json')).json;
    const get = doc.paths['/api/ifsc/{code}'].get;
    expect(Object.keys(get.responses)).toEqual(expect.arrayContaining(['200', '422']));
  });

  it('GET /api/ifsc never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), async (code) => {
        const res = await browser.get(`/api/ifsc/${encodeURIComponent(code)}`);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });
});
