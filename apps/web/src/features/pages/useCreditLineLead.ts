import type { LeadCurrentResponse, LeadView } from '@tara/core/contract';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { isAbort, request } from '../../api/request';

// The visitor's (or user's) current lead of a credit line, for the results and offers pages.
// Asked with `request` directly, not api/leadsApi: a module shared with the journey's chunk
// would be split into a chunk of its own and cost the journey step route (see the profile's
// useCardApplications).

export type CreditLineLead =
  | { status: 'loading' }
  | { status: 'ready'; lead: LeadView | null }
  | { status: 'error' };

export function useCreditLineLead(journey: string): CreditLineLead {
  const [state, setState] = useState<CreditLineLead>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    const path = `lead/current?journey=${encodeURIComponent(journey)}`;
    request<LeadCurrentResponse>(path, { signal: controller.signal }).then(
      (body) => setState({ status: 'ready', lead: body.data.results }),
      (error: unknown) => {
        if (isAbort(error)) return;
        const none = error instanceof ApiError && error.status === 404;
        setState(none ? { status: 'ready', lead: null } : { status: 'error' });
      },
    );
    return () => controller.abort();
  }, [journey]);
  return state;
}
