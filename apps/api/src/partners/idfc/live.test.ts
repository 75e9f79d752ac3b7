import { describe, expect, it } from 'vitest';
import { PartnerUnavailable } from '../partnerCall.js';
import { liveIdfc } from './live.js';
import { PAN_UNAVAILABLE } from './types.js';

// The live adapter's transport only: the bank's answer fields are unverified (decision 022).

type Sent = { url: string; init: RequestInit };

const fakeBank = (answer: () => Response | Promise<Response>) => {
  const sent: Sent[] = [];
  const fetch = (async (url: URL | string, init: RequestInit) => {
    sent.push({ url: String(url), init });
    return answer();
  }) as unknown as typeof globalThis.fetch;
  const client = liveIdfc({
    mode: 'live',
    baseUrl: 'https://api.idfc.example.in/v1/',
    apiKey: 'key-1',
    fetch,
  });
  return { client, sent };
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const PAN_REQUEST = { pan: 'ABCPE1234K', firstName: 'Asha', middleName: null, lastName: 'Verma' };
const LOAN = { partnerLeadRef: 'IDFC-1', loanAmount: 150_000, tenure: 24 };

describe('the live IDFC adapter (transport)', () => {
  it('posts the spec’s body to the spec’s path under the base URL, with the bearer key', async () => {
    const { client, sent } = fakeBank(() => json(200, { data: { results: {} } }));
    expect(await client.validatePan(PAN_REQUEST, 1)).toEqual({ outcome: 'valid' });
    expect(sent[0]?.url).toBe('https://api.idfc.example.in/v1/leads/idfc/validate/pan');
    expect(sent[0]?.init.method).toBe('POST');
    expect(sent[0]?.init.headers).toMatchObject({ authorization: 'Bearer key-1' });
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual(PAN_REQUEST);
  });

  it('sends the e-NACH bank check as a query', async () => {
    const { client, sent } = fakeBank(() =>
      json(200, { data: { results: { bankName: 'HDFC Bank' } } }),
    );
    const req = { bankIfscCode: 'HDFC0000001', leadId: 'IDFC-1', mandateType: 'DIGITAL' as const };
    expect(await client.enachBank(req, 1)).toEqual({ supported: true, bankName: 'HDFC Bank' });
    expect(sent[0]?.url).toBe(
      'https://api.idfc.example.in/v1/third-party/loans/idfc/enach-bank?bankIfscCode=HDFC0000001&leadId=IDFC-1&mandateType=DIGITAL',
    );
    expect(sent[0]?.init.body).toBeUndefined();
  });

  it('turns a 5xx of the PAN check into the spec’s text, and a network failure into a time-out', async () => {
    const down = fakeBank(() => json(503, {}));
    const failed = down.client.validatePan(PAN_REQUEST, 1);
    await expect(failed).rejects.toBeInstanceOf(PartnerUnavailable);
    await expect(failed).rejects.toMatchObject({
      kind: 'server-error',
      userMessage: PAN_UNAVAILABLE,
    });
    const gone = fakeBank(() => Promise.reject(new TypeError('fetch failed')));
    await expect(gone.client.approvalStatus(LOAN, 1)).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('reads a refused PAN’s errors and the name on it', async () => {
    const mismatch = fakeBank(() =>
      json(422, { errors: ['Name mismatch'], data: { results: { name: 'RAVI MEHTA' } } }),
    );
    expect(await mismatch.client.validatePan(PAN_REQUEST, 1)).toEqual({
      outcome: 'mismatch',
      errors: ['Name mismatch'],
      nameOnPan: 'RAVI MEHTA',
    });
    const invalid = fakeBank(() => json(400, { errors: ['Invalid PAN'] }));
    expect(await invalid.client.validatePan(PAN_REQUEST, 1)).toEqual({
      outcome: 'invalid',
      errors: ['Invalid PAN'],
    });
  });

  it('decides only on a status word it knows; anything else is not a decision', async () => {
    const approved = fakeBank(() => json(200, { data: { results: { status: 'approved' } } }));
    expect(await approved.client.approvalStatus(LOAN, 1)).toEqual({ outcome: 'approved' });
    const rejected = fakeBank(() => json(200, { data: { results: { status: 'REJECTED' } } }));
    expect(await rejected.client.approvalStatus(LOAN, 1)).toMatchObject({ outcome: 'rejected' });
    const pending = fakeBank(() => json(200, { data: { results: { status: 'PENDING' } } }));
    await expect(pending.client.approvalStatus(LOAN, 1)).rejects.toBeInstanceOf(PartnerUnavailable);
    await expect(pending.client.pnachStatus(LOAN, 1)).rejects.toBeInstanceOf(PartnerUnavailable);
  });
});
