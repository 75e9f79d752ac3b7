import type { LeadView } from '@tara/core/contract';
import type { Scalar, ShownFact, StepShow } from '@tara/core/engine';
import { formatYearlyRate } from '@tara/core/format';
import { formatPaise } from '@tara/core/payments';

// The facts a partner call answered, as a step shows them under its question (core's StepShow
// of kind 'facts'): the KYC's name, the bank's offer.

export type FactsShow = Extract<StepShow, { kind: 'facts' }>;

export interface FactRow {
  label: string;
  value: string;
}

/**
 * The rows of a facts block: the facts present of the first of its calls the lead has made
 * (the KYC came from one of several registries), each written in its format.
 */
export function factRows(show: FactsShow, calls: LeadView['calls']): FactRow[] {
  const name = show.calls.find((call) => calls[call] !== undefined);
  const facts = name === undefined ? undefined : calls[name]?.facts;
  if (!facts) return [];
  const rows: FactRow[] = [];
  for (const item of show.items) {
    const value = facts[item.fact];
    if (value === undefined || value === null || value === '') continue;
    rows.push({ label: item.label, value: formatFact(value, item.format) });
  }
  return rows;
}

/** A fact as the applicant reads it; a value that does not fit its format is shown as is. */
export function formatFact(value: Scalar, format: ShownFact['format']): string {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  const numeric = typeof value !== 'boolean' && value !== '' && Number.isFinite(n);
  if (format === 'paise' && numeric && Number.isInteger(n)) return formatPaise(n);
  if (format === 'bps' && numeric) return formatYearlyRate(n);
  if (format === 'months' && numeric) return `${n} month${n === 1 ? '' : 's'}`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
