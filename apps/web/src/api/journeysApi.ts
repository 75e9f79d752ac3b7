import type { JourneyResponse } from '@tara/core/contract';
import { request } from './request';

const cache = new Map<string, Promise<JourneyResponse>>();

/**
 * The journey definition the browser renders (`journey` is e.g. `credit-cards/sbi`). A resumed
 * lead asks for the version it started on. Definitions are cached for the page's lifetime.
 */
export function getJourney(journey: string, version?: number): Promise<JourneyResponse> {
  const key = `${journey}@${version ?? 'latest'}`;
  let pending = cache.get(key);
  if (!pending) {
    const query = version === undefined ? '' : `?version=${encodeURIComponent(version)}`;
    pending = request<JourneyResponse>(`journeys/${journey}${query}`);
    pending.then(
      (def) => cache.set(`${journey}@${def.version}`, Promise.resolve(def)),
      () => cache.delete(key),
    );
    cache.set(key, pending);
  }
  return pending;
}
