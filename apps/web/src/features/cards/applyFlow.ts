import { CARD_SESSION_KEYS, cardSessionOutcome } from '@tara/core/cardLeads';
import { PROVIDER_NAMES as CATALOG_PROVIDER_NAMES } from '@tara/core/catalog';
import { ApiError, NETWORK_MESSAGE } from '../../api/ApiError';
import type { ApplyAnswer, ApplyBody } from '../../api/cardsApi';
import { readSession, writeSession } from '../../lib/sessionKeys';
import type { KeyRing } from './keyRing';

// Applying for a card (POST /api/cards/apply) and what its answer means (spec 01 §4 "Card
// session", decision 009): status 3 is rejected or cancelled, anything else a success to
// bookings-done/<status>/<provider>. The server sends the route; core's rule is the fallback.

/** What the outcome pages show, kept for the tab (ids and codes only, nothing personal). */
export interface ApplicationRecord {
  providerId: number;
  status: number;
  referenceId: string | null;
  declineReason: string | null;
  leadId: string | number | null;
  cardId: number;
  cardName: string | null;
  issuer: string | null;
}

export type ApplyOutcome =
  /** A final answer: go to `to` (an app path). */
  | { kind: 'answered'; to: string; record: ApplicationRecord; rejected: boolean }
  /** No definite answer (network, 502 bank unreachable): the retry reuses the key. */
  | { kind: 'failed'; message: string }
  /** Refused (422 with field messages, 404, 409): nothing to retry as it is. */
  | { kind: 'refused'; message: string; fields: Record<string, string>; status: number };

/** An app path from a server route ('bookings-done/1/61' → '/bookings-done/1/61'). */
export const appPath = (route: string): string => `/${route.replace(/^\/+/, '')}`;

/**
 * Where an answer leads and what the tab keeps: the server's redirect (core's
 * `cardSessionOutcome` when it sends none), the success record set and the failure record
 * removed, or the other way round on a rejection.
 */
export function answerOutcome(
  answer: ApplyAnswer,
  lastLocation: string,
  card: { name: string; issuer: string } | null,
): { to: string; record: ApplicationRecord; rejected: boolean; set: string; remove: string } {
  const outcome = cardSessionOutcome(answer, lastLocation);
  const record: ApplicationRecord = {
    providerId: answer.providerId,
    status: answer.status,
    referenceId: answer.referenceId,
    declineReason: answer.declineReason,
    leadId: answer.leadId,
    cardId: answer.cardId,
    cardName: card?.name ?? null,
    issuer: card?.issuer ?? null,
  };
  return {
    to: appPath(answer.redirect || outcome.redirect),
    record,
    rejected: outcome.kind === 'rejected',
    set: outcome.storage.set,
    remove: outcome.storage.remove,
  };
}

export type ApplyFn = (body: ApplyBody, idempotencyKey: string) => Promise<ApplyAnswer>;

/** Sends one application; a retry of the same body after no definite answer reuses its key. */
export async function submitApplication(
  body: ApplyBody,
  keys: KeyRing,
  apply: ApplyFn,
  card: { name: string; issuer: string } | null,
): Promise<ApplyOutcome> {
  try {
    const answer = await apply(body, keys.keyFor(JSON.stringify(body)));
    keys.settle();
    const outcome = answerOutcome(answer, body.lastLocation ?? '', card);
    writeSession(outcome.set, JSON.stringify(outcome.record));
    writeSession(outcome.remove, null);
    return { kind: 'answered', to: outcome.to, record: outcome.record, rejected: outcome.rejected };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'failed', message: NETWORK_MESSAGE };
    if (error.retryable) return { kind: 'failed', message: error.message };
    keys.settle();
    return { kind: 'refused', message: error.message, fields: error.fields, status: error.status };
  }
}

/** The kept record of the last application's answer (success or failure), if any. */
export function readApplication(kind: 'success' | 'failure'): ApplicationRecord | null {
  const raw = readSession(CARD_SESSION_KEYS[kind]);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const r = parsed as Partial<ApplicationRecord>;
    return typeof r.providerId === 'number' && typeof r.status === 'number'
      ? {
          providerId: r.providerId,
          status: r.status,
          referenceId: typeof r.referenceId === 'string' ? r.referenceId : null,
          declineReason: typeof r.declineReason === 'string' ? r.declineReason : null,
          leadId: typeof r.leadId === 'string' || typeof r.leadId === 'number' ? r.leadId : null,
          cardId: typeof r.cardId === 'number' ? r.cardId : 0,
          cardName: typeof r.cardName === 'string' ? r.cardName : null,
          issuer: typeof r.issuer === 'string' ? r.issuer : null,
        }
      : null;
  } catch {
    return null;
  }
}

/** Issuer names by provider id (core's catalog), for an outcome page without a record. */
export const PROVIDER_NAMES: Readonly<Record<number, string>> = CATALOG_PROVIDER_NAMES;
