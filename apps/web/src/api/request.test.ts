import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_MESSAGE } from './ApiError';
import { setDeviceContext } from './deviceContext';
import { uploadDocument } from './documentsApi';
import { request, withTrackedFields } from './request';

afterEach(() => {
  vi.unstubAllGlobals();
  setDeviceContext(null);
});

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('request', () => {
  it('calls /api with cookies and JSON, and returns the parsed body', async () => {
    const fetchMock = stubFetch(new Response('{"data":{"results":[]}}', { status: 200 }));
    const body = await request('lead/add/unverified', {
      method: 'POST',
      body: { journey: 'credit-cards/sbi' },
      headers: { 'Idempotency-Key': 'k-1' },
    });
    expect(body).toEqual({ data: { results: [] } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/lead/add/unverified');
    expect(init.credentials).toBe('same-origin');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"journey":"credit-cards/sbi"}');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Idempotency-Key': 'k-1',
    });
  });

  it('sends no Content-Type on a GET', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await request('journeys/credit-cards/sbi');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('GET');
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('carries the device context header on every call once boot has set it', async () => {
    setDeviceContext('am=1&tm=0&androidWebView=1&appVersion=71');
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await request('user/login', { method: 'POST' });
    await request('lead/add/unverified', {
      method: 'POST',
      body: {},
      headers: { 'Idempotency-Key': 'k-2' },
    });
    for (const call of fetchMock.mock.calls) {
      const [, init] = call as unknown as [string, RequestInit];
      expect(init.headers).toMatchObject({
        'x-journey-context': 'am=1&tm=0&androidWebView=1&appVersion=71',
      });
    }
  });

  it('carries the device context header on an upload, which has its own fetch', async () => {
    setDeviceContext('am=0&tm=0&androidWebView=1');
    const results = { id: 'd-1', mime: 'application/pdf', size: 3, documentType: 1 };
    const fetchMock = stubFetch(new Response(JSON.stringify({ data: { results } })));
    const file = new File(['pdf'], 'a.pdf', { type: 'application/pdf' });
    const stored = await uploadDocument({ leadId: 'l-1', stepId: 'step41', field: 'f' }, file);
    expect(stored).toEqual(results);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/documents?leadId=l-1&step=step41&field=f');
    expect(init.headers).toMatchObject({ 'x-journey-context': 'am=0&tm=0&androidWebView=1' });
    // The form carries the file only: where it goes is in the query string.
    expect([...(init.body as FormData).keys()]).toEqual(['file']);
  });

  it('rejects a 4xx with the body mapped to an ApiError', async () => {
    stubFetch(
      new Response('{"errors":["Required"],"fields":{"firstname":"Required"}}', { status: 422 }),
    );
    const error = await request('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).fields).toEqual({ firstname: 'Required' });
  });

  it('rejects a network failure with status 0', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = (await request('x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.errors).toEqual([NETWORK_MESSAGE]);
  });

  it('copes with an empty or non-JSON error body', async () => {
    stubFetch(new Response('Bad gateway', { status: 502 }));
    const error = (await request('x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.retryable).toBe(true);
  });
});

describe('tracked marketing fields', () => {
  function stubStorage(values: Record<string, string>) {
    const store = new Map(Object.entries(values));
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => store.set(k, v),
        removeItem: (k: string) => store.delete(k),
      },
    });
    return store;
  }

  it('are merged into every JSON body; the body keeps its own values', async () => {
    stubStorage({ utmSource: 'google', utmCampaign: 'diwali', utmTerm: 'cards' });
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await request('lead/add/unverified', {
      method: 'POST',
      body: { journey: 'credit-cards/sbi', utmTerm: 'own' },
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      utmSource: 'google',
      utmCampaign: 'diwali',
      utmTerm: 'own',
      journey: 'credit-cards/sbi',
    });
  });

  it('leave a call without a body (the session check) and a GET without one', async () => {
    stubStorage({ utmSource: 'google' });
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await request('user/login', { method: 'POST' });
    await request('lead/current?journey=credit-cards/sbi');
    for (const call of fetchMock.mock.calls) {
      const [, init] = call as unknown as [string, RequestInit];
      expect(init.body).toBeUndefined();
    }
  });

  it('leave an array body alone, and a body with no kept tags as it is', async () => {
    expect(withTrackedFields([1, 2])).toEqual([1, 2]);
    stubStorage({});
    expect(withTrackedFields({ mobile: '9876543210' })).toEqual({ mobile: '9876543210' });
  });
});
