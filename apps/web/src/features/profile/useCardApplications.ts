import type { LeadCurrentResponse, LeadView } from '@tara/core/contract';
import { ApiError } from '../../api/ApiError';
import { request } from '../../api/request';
import { useLoad } from '../../lib/useLoad';
import { APPLICATION_JOURNEYS, type Applications, splitApplications } from './applications';

// The API has no "my leads" call yet (no GET /api/lead/mine), so the profile asks for the
// current lead of each journey (GET /api/lead/current?journey=<prefix>) and
// lists those found. When a single call exists, only `loadApplications` changes.
//
// The call is made here with `request` rather than through api/leadsApi's getCurrentLead:
// a module shared by this chunk and the journey's is split into a chunk of its own, which
// cost the journey step route ~0.2 KB gzipped.

/** The visitor's lead of a journey, or null when there is none (404). */
async function currentLead(journey: string, signal: AbortSignal): Promise<LeadView | null> {
  try {
    const path = `lead/current?journey=${encodeURIComponent(journey)}`;
    return (await request<LeadCurrentResponse>(path, { signal })).data.results;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export type ApplicationsState =
  | { status: 'loading' }
  | { status: 'error' }
  | ({ status: 'ready'; failed: number } & Applications);

const LOADING: ApplicationsState = { status: 'loading' };
const FAILED: ApplicationsState = { status: 'error' };

async function loadApplications(signal: AbortSignal): Promise<ApplicationsState> {
  const results = await Promise.allSettled(
    APPLICATION_JOURNEYS.map((journey) => currentLead(journey, signal)),
  );
  if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
  const found = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = results.length - found.length;
  if (failed === results.length) return { status: 'error' };
  return { status: 'ready', failed, ...splitApplications(found) };
}

/** The user's card applications, with a retry. */
export function useCardApplications(): { state: ApplicationsState; retry: () => void } {
  const load = useLoad(loadApplications, []);
  const state: ApplicationsState =
    load.status === 'ready' ? load.data : load.status === 'error' ? FAILED : LOADING;
  return { state, retry: load.reload };
}
