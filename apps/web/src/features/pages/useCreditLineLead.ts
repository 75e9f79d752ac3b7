import type { LeadCurrentResponse, LeadView } from '@tara/core/contract';
import { ApiError } from '../../api/ApiError';
import { request } from '../../api/request';
import { useLoad } from '../../lib/useLoad';

// The visitor's (or user's) current lead of a credit line, for the results and offers pages.
// Asked with `request` directly, not api/leadsApi: a module shared with the journey's chunk
// would be split into a chunk of its own and cost the journey step route (see the profile's
// useCardApplications).

export type CreditLineLead =
  | { status: 'loading' }
  | { status: 'ready'; lead: LeadView | null }
  | { status: 'error' };

export function useCreditLineLead(journey: string): CreditLineLead {
  const load = useLoad(
    (signal) =>
      request<LeadCurrentResponse>(`lead/current?journey=${encodeURIComponent(journey)}`, {
        signal,
      }),
    [journey],
  );
  if (load.status === 'ready') return { status: 'ready', lead: load.data.data.results };
  if (load.status === 'loading') return { status: 'loading' };
  const none = load.error instanceof ApiError && load.error.status === 404;
  return none ? { status: 'ready', lead: null } : { status: 'error' };
}
