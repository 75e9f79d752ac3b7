import { PartnerUnavailable } from './partnerCall.js';

/** Live partner calls time out well under STALE_CLAIM_MS (two minutes; decision 013). */
export const PARTNER_TIMEOUT_MS = 20_000;

export interface PartnerEndpoint {
  /** The call's name, for PartnerUnavailable. */
  call: string;
  url: string;
  headers: Record<string, string>;
  userMessage?: string;
  timeoutMs?: number;
}

/**
 * POSTs JSON to a live partner. A timeout, a network error or a 5xx is PartnerUnavailable
 * (nothing decided); any other status comes back with its parsed body for the adapter to read.
 * Not exercised by the tests here: no partner is reachable from them (decision 021).
 */
export async function postPartnerJson(
  endpoint: PartnerEndpoint,
  body: Record<string, unknown>,
): Promise<{ status: number; body: unknown }> {
  const unavailable = (kind: 'timeout' | 'server-error') =>
    new PartnerUnavailable(endpoint.call, kind, endpoint.userMessage);
  let response: Response;
  try {
    response = await fetch(endpoint.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...endpoint.headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(endpoint.timeoutMs ?? PARTNER_TIMEOUT_MS),
    });
  } catch {
    throw unavailable('timeout');
  }
  if (response.status >= 500) throw unavailable('server-error');
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    throw unavailable('server-error');
  }
  return { status: response.status, body: parsed };
}
