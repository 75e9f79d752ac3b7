import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportClientError } from './clientErrorsApi';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reportClientError', () => {
  it("sends the failure with the form values' shapes, never the values", async () => {
    const fetchMock = vi.fn(async () => new Response('{"data":{"received":true}}'));
    vi.stubGlobal('fetch', fetchMock);
    reportClientError({
      source: 'self-pull',
      status: 502,
      message: 'Something went wrong. Please try again later!',
      path: '/financial-fitness',
      values: { pan: 'ABCDE1234F', mobile: '9876543210', firstName: 'Asha', consent: true },
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/client-errors');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      source: 'self-pull',
      status: 502,
      path: '/financial-fitness',
      values: { pan: 'AAAAA9999A', mobile: '9999999999', firstName: 'Aaaa', consent: true },
    });
    expect(String(init.body)).not.toContain('ABCDE1234F');
    expect(String(init.body)).not.toContain('Asha');
  });

  it('swallows a report that cannot be sent', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('offline');
    });
    vi.stubGlobal('fetch', fetchMock);
    expect(() =>
      reportClientError({ source: 'payment', message: 'x', path: '/payment', values: {} }),
    ).not.toThrow();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
  });
});
