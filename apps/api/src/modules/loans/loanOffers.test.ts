import { formatYearlyRate } from '@tara/core';
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { testApp } from '../../test/testApp.js';
import { testDbKinds } from '../../test/testDb.js';

// The offers page's call and the Key Fact Statement (decision 050), on both databases.

const SALARIED = {
  amount: '500000',
  tenure: '36',
  employment: 'salaried',
  income: '30000',
  city: 'Mumbai',
  birthYear: '1990',
  creditLevel: 'excellent',
};

interface Offers {
  data: {
    results: {
      matched: {
        product: { id: number; lenderName: string; slug: string };
        offer: { aprBp: number; emiPaise: number; amount: number; kfsPath: string };
      }[];
      notMatched: { product: { lenderName: string }; notMatched: string[] }[];
    };
    metadata: { order: string; dailyEmi: string | null; total: number };
  };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe.each(testDbKinds())('personal-loan offers on $kind', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const offers = async (over: Record<string, string> = {}) => {
    const res = await get(
      `/api/loans/personal/offers?${new URLSearchParams({ ...SALARIED, ...over })}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Offers>();
  };

  it('lists every matched offer by APR, and the lenders not matched with the reason', async () => {
    const body = await offers();
    const { matched, notMatched } = body.data.results;
    expect(matched.length).toBe(9);
    const aprs = matched.map((m) => m.offer.aprBp);
    expect(aprs).toEqual([...aprs].sort((a, b) => a - b));
    expect(matched[0]?.product.lenderName).toBe('State Bank of India');
    expect(notMatched).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({ lenderName: 'Poonawalla Fincorp' }),
        notMatched: ['income ₹30,000 a month is below the ₹40,000 a month minimum'],
      }),
    ]);
    expect(body.data.metadata.total).toBe(10);
    expect(body.data.metadata.order).toMatch(/ordered by APR/);
    expect(body.data.metadata.dailyEmi).toMatch(
      /^Your indicative EMI is ₹[\d,]+ for a loan amount of ₹[\d,]+ which is only ₹[\d,]+ per day\.$/,
    );
    // No word of rank anywhere.
    expect(JSON.stringify(body)).not.toMatch(/best|recommended|\btop\b/i);
  });

  it('answers a richer applicant with every lender matched', async () => {
    const body = await offers({ income: '200000', creditLevel: 'outstanding' });
    expect(body.data.results.matched.length).toBe(10);
    expect(body.data.results.notMatched).toEqual([]);
  });

  it('answers "I don\'t know" for the score with offers at the highest rate, KFS priced alike (decision 076)', async () => {
    const body = await offers({ income: '200000', creditLevel: 'unknown' });
    const { matched, notMatched } = body.data.results;
    // No lender is refused on the score it cannot see; a known Average one is refused by some.
    expect(matched.length).toBe(10);
    expect(notMatched).toEqual([]);
    const average = await offers({ income: '200000', creditLevel: 'average' });
    expect(average.data.results.matched.length).toBeLessThan(10);
    for (const m of matched.slice(0, 3)) {
      expect(m.offer.kfsPath).toContain('creditLevel=average');
      const query = m.offer.kfsPath.slice(m.offer.kfsPath.indexOf('?'));
      const kfs = await get(`/api/loans/kfs/${m.product.id}${query}`);
      expect(kfs.statusCode, kfs.body).toBe(200);
      const facts = kfs.json<{ data: { results: { kfs: { aprBp: number; emi: number } } } }>().data
        .results.kfs;
      expect([facts.aprBp, facts.emi]).toEqual([m.offer.aprBp, m.offer.emiPaise]);
    }
  });

  it('refuses bad input with 422 and a clear message', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ amount: 'lots' }, /loan amount in rupees/],
      [{ tenure: '0' }, /at least 1 month/],
      [{ employment: 'astronaut' }, /salaried, selfEmployed or professional/],
      [{ creditLevel: '900' }, /noCredit, average, excellent, outstanding or unknown/],
      [{ city: '' }, /valid city/],
    ];
    for (const [over, message] of cases) {
      const res = await get(
        `/api/loans/personal/offers?${new URLSearchParams({ ...SALARIED, ...over })}`,
      );
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json<{ errors: string[] }>().errors.join(' ')).toMatch(message);
    }
    const missing = await get('/api/loans/personal/offers?amount=500000');
    expect(missing.statusCode).toBe(422);
  });

  it('gives each offer a KFS whose APR is the list’s, as JSON and as a PDF', async () => {
    const { matched } = (await offers()).data.results;
    for (const m of matched.slice(0, 3)) {
      const path = m.offer.kfsPath;
      expect(path).toMatch(/^\/personal-loan\/kfs\/\d+\?amount=\d+&tenure=36&/);
      const query = path.slice(path.indexOf('?'));
      const json = await get(`/api/loans/kfs/${m.product.id}${query}`);
      expect(json.statusCode, json.body).toBe(200);
      const { kfs, lenderGrievance } = json.json<{
        data: { results: { kfs: { aprBp: number; emi: number }; lenderGrievance: string } };
      }>().data.results;
      expect(kfs.aprBp).toBe(m.offer.aprBp);
      expect(kfs.emi).toBe(m.offer.emiPaise);
      expect(lenderGrievance).toContain(m.product.lenderName);

      const pdf = await get(`/api/loans/kfs/${m.product.id}.pdf${query}`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain(
        `Annual Percentage Rate (APR) ${formatYearlyRate(m.offer.aprBp).replace('\u00a0', ' ')}`,
      );
      expect(text).toContain(m.product.lenderName);
      expect(text).toContain('Cooling-off');
      expect(text).toContain('Penal charges');
      expect(text).toContain('Our grievance officer');
    }
  });

  it('refuses a KFS for an unknown product or terms outside it', async () => {
    const q = 'amount=500000&tenure=36&employment=salaried&creditLevel=excellent';
    expect((await get(`/api/loans/kfs/999999?${q}`)).statusCode).toBe(404);
    expect((await get(`/api/loans/kfs/999999.pdf?${q}`)).statusCode).toBe(404);
    // A business loan has no KFS here; a home loan has (decision 056).
    expect((await get(`/api/loans/kfs/5112?${q}`)).statusCode).toBe(404);
    expect((await get(`/api/loans/kfs/5023?${q}`)).statusCode).toBe(200);
    const long = await get(`/api/loans/kfs/5021?${q.replace('tenure=36', 'tenure=84')}`);
    expect(long.statusCode).toBe(422);
    expect(long.json<{ errors: string[] }>().errors).toEqual([
      'The tenure must be between 12 and 60 months',
    ]);
    expect((await get('/api/loans/kfs/abc?amount=1')).statusCode).toBe(422);
  });
});
