import type { LeadView } from '@tara/core/contract';
import { formatYearlyRate } from '@tara/core/format';
import { formatPaise } from '@tara/core/payments';

// What /credit-line/results(/:cd)(/:q) shows (spec 02 §2.2; decision 037). `:cd` is the result
// code the journey's route names (approved, review, rejected, error), `:q` the credit line's
// slug (`nacl`; absent: the generic line). The lead, read from the server, has the last word: a
// typed /approved shows nothing approved unless the lead is complete.

export const RESULT_CODES = ['approved', 'review', 'rejected', 'error'] as const;
/** A result code, or `none`: there is no application to show a result of. */
export type ResultKind = (typeof RESULT_CODES)[number] | 'none';

/** The journey whose lead the page reads: `credit-line/<q>` when registered, else the generic. */
export function resultJourney(q: string | undefined, prefixes: readonly string[]): string {
  const named = q ? `credit-line/${q.toLowerCase()}` : null;
  return named && prefixes.includes(named) ? named : 'credit-line';
}

/**
 * The result: the lead's own state when it has one (complete → approved, left by a rejection →
 * rejected, by another exit → error, waiting on a partner → review); a lead still open is in
 * review unless a kept failure says a call failed; without a lead, the kept failure's error,
 * else none: a typed code reports nothing that did not happen (decision 037, amended).
 */
export function resultKind(
  cd: string | undefined,
  lead: LeadView | null,
  hasFailure: boolean,
): ResultKind {
  if (lead) {
    if (lead.status === 'complete') return 'approved';
    if (lead.status === 'exited') return lead.exit?.name === 'rejected' ? 'rejected' : 'error';
    if (lead.pending) return 'review';
    return hasFailure || cd === 'error' ? 'error' : 'review';
  }
  return hasFailure ? 'error' : 'none';
}

export interface OfferTerms {
  /** The call that answered it, a key for the list. */
  call: string;
  limit: string;
  tenure: string | null;
  rate: string | null;
  fees: string;
}

/**
 * Every offer a partner answered for the lead: a call's facts with a credit limit and a rate
 * (Northern Arc's cb-eligibility), written for India. Fees: the partner's processing fee when
 * it gives one; otherwise none is charged on the offer (the agreement's KFS says so too).
 */
export function offersOf(lead: LeadView | null): OfferTerms[] {
  if (!lead) return [];
  return Object.entries(lead.calls).flatMap(([call, { facts }]) => {
    const limit = paise(facts.offeredAmountPaise);
    const bps = num(facts.interestRateBps);
    if (limit === null || bps === null) return [];
    const months = num(facts.tenureMonths);
    const fee = paise(facts.processingFeePaise);
    return [
      {
        call,
        limit,
        tenure: months === null ? null : `${months} months`,
        rate: formatYearlyRate(bps),
        fees: fee === null ? 'No processing fee' : `${fee} processing fee`,
      },
    ];
  });
}

function num(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;
}

function paise(value: unknown): string | null {
  const n = num(value);
  return n === null || !Number.isInteger(n) ? null : formatPaise(n);
}
