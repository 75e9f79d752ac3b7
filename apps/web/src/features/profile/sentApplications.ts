import type { UserApplicationView } from '@tara/core/contract';
import { request } from '../../api/request';

// The applications sent to issuers (GET /api/user/applications) and a status refresh. Called
// with `request` here, not through a shared api module (see useCardApplications).

export async function loadSentApplications(signal?: AbortSignal): Promise<UserApplicationView[]> {
  const body = await request<{ data: { results: UserApplicationView[] } }>('user/applications', {
    signal,
  });
  return body.data.results;
}

export async function refreshApplication(id: string): Promise<UserApplicationView> {
  const body = await request<{ data: { results: UserApplicationView } }>(
    `user/applications/${encodeURIComponent(id)}/refresh`,
    { method: 'POST', body: {} },
  );
  return body.data.results;
}

/** The list with one application replaced by its refreshed self. */
export function replaceApplication(
  list: readonly UserApplicationView[],
  fresh: UserApplicationView,
): UserApplicationView[] {
  return list.map((a) => (a.id === fresh.id ? fresh : a));
}
