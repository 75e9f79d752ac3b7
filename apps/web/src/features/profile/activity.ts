import type { ActivityItem, ActivityKind } from '@tara/core/contract';
import { formatDate } from '@tara/core/format';

export type { ActivityDocument, ActivityItem, ActivityKind } from '@tara/core/contract';

// The user's activity (GET /api/me/activity, decision 082) as the profile lists it: grouped by
// what it is, the latest change first, each marked when its status changed after the newest
// change the user had already seen here.

/** An item ready to show: its dates as DD/MM/YYYY and whether it changed since the last visit. */
export interface ShownItem extends ActivityItem {
  date: string;
  changedOn: string;
  updated: boolean;
}

export interface ActivityGroup {
  id: string;
  title: string;
  items: ShownItem[];
}

/** The groups in the order shown, and the kinds each holds. */
export const ACTIVITY_GROUPS: readonly { id: string; title: string; kinds: ActivityKind[] }[] = [
  {
    id: 'applications',
    title: 'Applications',
    kinds: ['card_application', 'loan_application', 'credit_line'],
  },
  { id: 'bookings', title: 'Appointments', kinds: ['booking'] },
  { id: 'insurance', title: 'Insurance', kinds: ['policy', 'combo'] },
  { id: 'memberships', title: 'Memberships and warranties', kinds: ['membership', 'warranty'] },
  { id: 'payments', title: 'Payments', kinds: ['payment'] },
  { id: 'credit-report', title: 'Credit report', kinds: ['credit_report'] },
];

/** The kinds /profile/insurance lists. */
export const INSURANCE_KINDS: readonly ActivityKind[] = ['policy', 'combo'];

/**
 * Whether an item changed after `seenUpTo`, the newest status change the user had seen (an
 * ISO time from the server's own clock); nothing is marked on a first visit (null).
 */
export function changedSince(item: ActivityItem, seenUpTo: string | null): boolean {
  if (!seenUpTo) return false;
  const seen = Date.parse(seenUpTo);
  return Number.isFinite(seen) && Date.parse(item.status_changed_at) > seen;
}

/** The newest status change of `items` (what the user has now seen), or `before` if newer. */
export function newestChange(items: readonly ActivityItem[], before: string | null): string | null {
  let newest = before && Number.isFinite(Date.parse(before)) ? before : null;
  for (const item of items) {
    if (!newest || Date.parse(item.status_changed_at) > Date.parse(newest)) {
      newest = item.status_changed_at;
    }
  }
  return newest;
}

/** The non-empty groups of `items` (only `kinds`, when given), each the latest change first. */
export function groupActivity(
  items: readonly ActivityItem[],
  seenUpTo: string | null,
  kinds?: readonly ActivityKind[],
): ActivityGroup[] {
  const shown = items
    .filter((item) => !kinds || kinds.includes(item.kind))
    .map(
      (item): ShownItem => ({
        ...item,
        date: formatDate(item.created_at),
        changedOn: formatDate(item.status_changed_at),
        updated: changedSince(item, seenUpTo),
      }),
    )
    .sort((a, b) => Date.parse(b.status_changed_at) - Date.parse(a.status_changed_at));
  return ACTIVITY_GROUPS.map((group) => ({
    id: group.id,
    title: group.title,
    items: shown.filter((item) => group.kinds.includes(item.kind)),
  })).filter((group) => group.items.length > 0);
}
