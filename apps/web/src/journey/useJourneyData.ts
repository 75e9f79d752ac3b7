import type { JourneyResponse, LeadView } from '@tara/core/contract';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api/ApiError';
import { getJourney } from '../api/journeysApi';
import { getCurrentLead } from '../api/leadsApi';
import { LEAD_ID_KEY, writeSession } from '../lib/sessionKeys';

export type JourneyData =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; message: string }
  | { status: 'ready'; def: JourneyResponse; lead: LeadView | null };

/**
 * The definition and the visitor's incomplete lead for `journey` (e.g. `credit-cards/sbi`).
 * A resumed lead is rendered on the definition version it started on.
 */
export function useJourneyData(journey: string, enabled: boolean) {
  const [data, setData] = useState<JourneyData & { journey?: string }>({ status: 'loading' });
  const [nonce, setNonce] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: nonce asks for a reload
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setData((prev) =>
      prev.status === 'ready' && prev.journey === journey ? prev : { status: 'loading' },
    );
    loadJourney(journey).then(
      (loaded) => {
        if (live) setData({ ...loaded, journey });
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 404) setData({ status: 'notFound' });
        else setData({ status: 'error', message: messageOf(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [journey, enabled, nonce]);

  /** The lead the last save returned (no refetch). */
  const setLead = useCallback((lead: LeadView | null) => {
    rememberLead(lead);
    setData((prev) => (prev.status === 'ready' ? { ...prev, lead } : prev));
  }, []);
  /** Fetch the lead again (after a 409, or to retry a failed load). */
  const reload = useCallback(() => {
    setData({ status: 'loading' });
    setNonce((n) => n + 1);
  }, []);
  return { data, setLead, reload };
}

async function loadJourney(journey: string): Promise<JourneyData> {
  const [lead, latest] = await Promise.all([getCurrentLead(journey), getJourney(journey)]);
  const def =
    lead && lead.version !== latest.version ? await getJourney(journey, lead.version) : latest;
  rememberLead(lead);
  return { status: 'ready', def, lead };
}

/** Mirrors the lead id (not its answers) for the offers page, in the spec's session keys. */
function rememberLead(lead: LeadView | null): void {
  if (!lead) return;
  writeSession(LEAD_ID_KEY, lead.lead_id);
}

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
}
