import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { sendLeadOtp } from './leadsApi';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const SENT = {
  data: { results: { sent: true, mobile: '9876543210', expires_in: 300, resend_in: 30 } },
};

describe('sendLeadOtp', () => {
  it('asks for a journey’s first-step OTP with the journey and no lead', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify(SENT)));
    const sent = await sendLeadOtp({
      mobile: '9876543210',
      journey: 'business-loan/idfc',
      leadId: null,
    });
    expect(sent).toEqual(SENT);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/otp');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      type: 'lead',
      mobile: '9876543210',
      journey: 'business-loan/idfc',
    });
  });

  it('names the lead once there is one', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify(SENT)));
    await sendLeadOtp({ mobile: '9876543210', journey: 'business-loan/idfc', leadId: 'lead-1' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      type: 'lead',
      mobile: '9876543210',
      journey: 'business-loan/idfc',
      leadId: 'lead-1',
    });
  });

  it('rejects a refusal with the server’s errors', async () => {
    stubFetch(
      new Response('{"errors":["Too many OTPs. Please try again later."],"retryAfter":60}', {
        status: 429,
      }),
    );
    const error = (await sendLeadOtp({ mobile: '9876543210', journey: 'j', leadId: null }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.errors[0]).toBe('Too many OTPs. Please try again later.');
    expect(error.flags.retryAfter).toBe(60);
  });
});
