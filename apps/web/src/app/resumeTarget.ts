import type { LeadView } from '@tara/core/contract';

/**
 * Where a bare journey link (`/credit-cards/sbi`) opens (decision 031): the visitor's or
 * user's unfinished lead of that journey at its current step, as the server keeps it (any
 * tab, a reopened browser, another device after login); otherwise, and after `reset=1`, the
 * first step. The query is kept.
 */
export function resumeTarget(
  prefix: string,
  first: string,
  search: string,
  lead: Pick<LeadView, 'journey' | 'status' | 'last_loc'> | null,
): string {
  const query = search && !search.startsWith('?') ? `?${search}` : search;
  const reset = new URLSearchParams(query).get('reset') === '1';
  const at = lead?.last_loc.replace(/^\/+/, '') ?? '';
  if (
    !reset &&
    lead?.status === 'incomplete' &&
    lead.journey === prefix &&
    at.startsWith(`${prefix}/`)
  ) {
    return `/${at}${query}`;
  }
  return `/${prefix}/${first}${query}`;
}
