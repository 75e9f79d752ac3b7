import type {
  ConsentListResponse,
  ConsentView,
  ConsentWithdrawResponse,
} from '@tara/core/contract';
import { request } from '../../api/request';

// The user's consents (GET /api/user/consents) and their withdrawal (decision 029).

export async function loadConsents(signal?: AbortSignal): Promise<ConsentView[]> {
  return (await request<ConsentListResponse>('user/consents', { signal })).data.results;
}

export async function withdrawConsent(id: string): Promise<ConsentView> {
  const path = `user/consents/${encodeURIComponent(id)}/withdraw`;
  return (await request<ConsentWithdrawResponse>(path, { method: 'POST', body: {} })).data.results;
}

/** Live consents first (latest given first), then withdrawn ones. */
export function sortConsents(list: readonly ConsentView[]): ConsentView[] {
  const live = (c: ConsentView) => (c.withdrawn_at === null ? 0 : 1);
  return [...list].sort(
    (a, b) => live(a) - live(b) || Date.parse(b.given_at) - Date.parse(a.given_at),
  );
}
