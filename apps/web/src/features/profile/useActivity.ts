import { useEffect, useState } from 'react';
import { request } from '../../api/request';
import { readLocal, writeLocal } from '../../lib/sessionKeys';
import { type Load, useLoad } from '../../lib/useLoad';
import { type ActivityItem, newestChange } from './activity';

// The user's activity (GET /api/me/activity) and the "seen up to" marker kept in this browser
// (decision 082): read once when the page opens, moved on once the whole list was shown.

/**
 * localStorage: the newest status change the profile's list has shown, an ISO time from the
 * server's clock (decision 082); no PII. Kept here, not in lib/sessionKeys with the others
 * (decision 008): a key there ships in the shell's chunk, which the journey step loads.
 */
export const ACTIVITY_SEEN_KEY = 'activitySeenUpTo';

async function loadActivity(signal: AbortSignal): Promise<ActivityItem[]> {
  const body = await request<{ data: { results: ActivityItem[] } }>('me/activity', { signal });
  return body.data.results;
}

export interface ActivityState {
  load: Load<ActivityItem[]> & { reload: () => void };
  /** The newest change seen before this visit; null on a first visit. */
  seenUpTo: string | null;
}

/**
 * The activity, and the marker as it was when the page opened. `advance`: this page shows
 * the whole list, so once it is loaded the marker moves to its newest change (a filtered
 * page, such as /profile/insurance, leaves it).
 */
export function useActivity(advance: boolean): ActivityState {
  const [seenUpTo] = useState(() => readLocal(ACTIVITY_SEEN_KEY));
  const load = useLoad(loadActivity, []);
  const items = load.status === 'ready' ? load.data : null;
  useEffect(() => {
    if (!advance || !items) return;
    const newest = newestChange(items, readLocal(ACTIVITY_SEEN_KEY));
    if (newest) writeLocal(ACTIVITY_SEEN_KEY, newest);
  }, [advance, items]);
  return { load, seenUpTo };
}
