import type { LeadSaveBody, LeadSaveResponse, LeadView } from '@tara/core/contract';
import { ApiError, NETWORK_MESSAGE } from '../api/ApiError';
import { CALL_FAILURE_KEY, writeSession } from '../lib/sessionKeys';
import type { KeyRing } from './keyRing';

export type SaveFn = (
  mode: 'add' | 'update',
  body: LeadSaveBody,
  idempotencyKey: string,
) => Promise<LeadSaveResponse>;

export type SaveOutcome =
  /** Saved: go to `to` ('/' + last_loc). */
  | { kind: 'saved'; lead: LeadView; to: string; userId: string | null }
  /** 409 (guard, skip-ahead) or a 503 with a failure route: where the user belongs. */
  | { kind: 'moved'; to: string }
  /**
   * 422 and other refusals: Tara's error bubble (the server's words) and messages under the
   * fields; `invalidOtp` when the server says the OTP was wrong or is missing (METRO-05: only
   * that sets the OTP's "verification failed" state).
   */
  | { kind: 'rejected'; message: string; fields: Record<string, string>; invalidOtp?: true }
  /**
   * No definite answer (network, 5xx): nothing typed is lost, the retry reuses the key. A
   * partner's failure may name the field it is about (the metro card, decision 043).
   */
  | { kind: 'failed'; message: string; fields?: Record<string, string> };

/**
 * Saves one step: add while there is no lead, else update. A lead that is gone (404 on
 * update) starts again with add.
 */
export async function saveStep(
  body: LeadSaveBody,
  leadId: string | null,
  keys: KeyRing,
  save: SaveFn,
): Promise<SaveOutcome> {
  const mode = leadId ? 'update' : 'add';
  const { leadId: _ignored, ...rest } = body;
  const sent: LeadSaveBody = leadId ? { ...rest, leadId } : rest;
  try {
    const response = await save(mode, sent, keys.keyFor(`${mode} ${JSON.stringify(sent)}`));
    keys.settle();
    return {
      kind: 'saved',
      lead: response.data.results,
      to: route(response.metadata.last_loc),
      userId: response.metadata.user_data?.user_id ?? null,
    };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'failed', message: NETWORK_MESSAGE };
    if (error.status === 503 && error.lastLoc) {
      // A partner could not answer and the journey sends the applicant elsewhere (the credit
      // line's /credit-line/results): the error goes with them; the lead stays on its step.
      keys.settle();
      const from = globalThis.location?.pathname ?? null;
      writeSession(CALL_FAILURE_KEY, JSON.stringify({ errors: error.errors, from }));
      return { kind: 'moved', to: route(error.lastLoc) };
    }
    if (error.retryable) {
      const message = error.errors.join(' ');
      const named = Object.keys(error.fields).length > 0;
      return named
        ? { kind: 'failed', message, fields: error.fields }
        : { kind: 'failed', message };
    }
    keys.settle();
    if (error.status === 404 && mode === 'update') return saveStep(body, null, keys, save);
    if (error.status === 409 && error.lastLoc) return { kind: 'moved', to: route(error.lastLoc) };
    const rejected = {
      kind: 'rejected' as const,
      message: error.errors.join(' '),
      fields: error.fields,
    };
    return error.flags.isInvalidOtp ? { ...rejected, invalidOtp: true } : rejected;
  }
}

/** A server location (`credit-cards/sbi/step2`) as an app path. */
export function route(lastLoc: string): string {
  return `/${lastLoc.replace(/^\/+/, '')}`;
}
