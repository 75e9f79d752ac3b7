import { ApiError } from '../api/ApiError';
import { prefillLead } from '../api/authApi';
import { LEAD_ID_KEY, UNVERIFIED_USER_KEY, writeSession } from '../lib/sessionKeys';
import { route } from './saveStep';

// Loaded only when a journey link carries `encodedData` (admin entry).

export type PrefillOutcome =
  | { kind: 'prefilled'; to: string }
  | { kind: 'failed'; message: string };

export const PREFILL_FAILED = 'We could not use the details in the link. Please fill them in.';

const running = new Map<string, Promise<PrefillOutcome>>();

/**
 * POST /lead/prefill once per link (a re-render or React's development double effect must not
 * make two leads): the server makes the lead from the valid answers; only its id is kept.
 */
export function runPrefill(journey: string, encodedData: string): Promise<PrefillOutcome> {
  const key = `${journey} ${encodedData}`;
  let pending = running.get(key);
  if (!pending) {
    pending = prefillLead(journey, encodedData).then(
      (res): PrefillOutcome => {
        writeSession(LEAD_ID_KEY, res.lead_id);
        const userId = res.metadata.user_data.user_id;
        if (userId) writeSession(UNVERIFIED_USER_KEY, userId);
        return { kind: 'prefilled', to: route(res.metadata.last_loc) };
      },
      (error: unknown): PrefillOutcome => ({
        kind: 'failed',
        message: error instanceof ApiError && error.retryable ? error.message : PREFILL_FAILED,
      }),
    );
    running.set(key, pending);
    void pending.then(() => setTimeout(() => running.delete(key), 5_000));
  }
  return pending;
}
