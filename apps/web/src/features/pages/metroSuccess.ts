import type { LeadView } from '@tara/core/contract';
import { maskMobile } from '@tara/core/format';

// What /metro-stc/success shows of the visitor's metro lead (decision 043): the facts the server
// holds, masked (never the whole card number or mobile).

/** The metro journey's eligibility call, whose facts the page shows. */
export const METRO_ELIGIBILITY = 'metro.cbEligibility';

export type MetroSuccess =
  | { kind: 'none' }
  /** Not finished yet: where to carry on. */
  | { kind: 'unfinished'; resume: string }
  | { kind: 'done'; name: string; rows: { label: string; value: string }[] };

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export function metroSuccess(lead: LeadView | null): MetroSuccess {
  if (!lead || lead.status === 'exited') return { kind: 'none' };
  if (lead.status !== 'complete') return { kind: 'unfinished', resume: `/${lead.last_loc}` };
  const facts = lead.calls[METRO_ELIGIBILITY]?.facts ?? {};
  const rows: { label: string; value: string }[] = [];
  const card = text(facts.cardLast4);
  if (card) rows.push({ label: 'METRO card', value: `Ending ${card}` });
  const level = text(facts.holderLevel);
  if (level) rows.push({ label: 'Card holder number', value: level });
  const mobile = text(lead.answers.mobile);
  if (mobile) rows.push({ label: 'Mobile', value: maskMobile(mobile) });
  const city = lead.answers.city;
  const cityName = city && typeof city === 'object' && !Array.isArray(city) ? text(city.name) : '';
  const pincode = text(lead.answers.pincode);
  if (pincode)
    rows.push({ label: 'Business pincode', value: cityName ? `${pincode}, ${cityName}` : pincode });
  rows.push({ label: 'Reference', value: lead.lead_id.slice(0, 8).toUpperCase() });
  return { kind: 'done', name: text(lead.answers.firstname), rows };
}
