import { describe, expect, it } from 'vitest';
import {
  type ActivityItem,
  changedSince,
  groupActivity,
  INSURANCE_KINDS,
  newestChange,
} from './activity';

const item = (id: string, kind: ActivityItem['kind'], changedAt: string): ActivityItem => ({
  id,
  kind,
  product_name: `Product ${id}`,
  detail: null,
  status: 'issued',
  status_text: 'Issued',
  reference: `REF-${id}`,
  amount_paise: null,
  created_at: '2025-06-01T10:00:00.000Z',
  status_changed_at: changedAt,
  link: null,
  documents: [],
});

const ITEMS = [
  item('pay', 'payment', '2025-06-10T09:00:00.000Z'),
  item('old-policy', 'policy', '2025-06-02T09:00:00.000Z'),
  item('card', 'card_application', '2025-06-05T09:00:00.000Z'),
  item('new-policy', 'policy', '2025-06-12T09:00:00.000Z'),
  item('booking', 'booking', '2025-06-03T09:00:00.000Z'),
];

describe('groupActivity', () => {
  it('groups items in the groups’ order, each the latest change first, empty groups left out', () => {
    const groups = groupActivity(ITEMS, null);
    expect(groups.map((g) => [g.id, g.items.map((i) => i.id)])).toEqual([
      ['applications', ['card']],
      ['bookings', ['booking']],
      ['insurance', ['new-policy', 'old-policy']],
      ['payments', ['pay']],
    ]);
  });

  it('shows dates as DD/MM/YYYY in India', () => {
    const [group] = groupActivity([item('x', 'policy', '2025-06-12T20:00:00.000Z')], null);
    expect(group?.items[0]).toMatchObject({ date: '01/06/2025', changedOn: '13/06/2025' });
  });

  it('marks only what changed after the newest change seen before', () => {
    const groups = groupActivity(ITEMS, '2025-06-09T00:00:00.000Z');
    const updated = groups.flatMap((g) => g.items.filter((i) => i.updated).map((i) => i.id));
    expect(updated.sort()).toEqual(['new-policy', 'pay']);
  });

  it('marks nothing on a first visit or with an unreadable marker', () => {
    expect(changedSince(ITEMS[0] as ActivityItem, null)).toBe(false);
    expect(changedSince(ITEMS[0] as ActivityItem, 'yesterday')).toBe(false);
  });

  it('filters to the insurance kinds for /profile/insurance', () => {
    const groups = groupActivity(ITEMS, null, INSURANCE_KINDS);
    expect(groups.map((g) => g.id)).toEqual(['insurance']);
  });
});

describe('newestChange', () => {
  it('is the newest status change, never older than the marker kept', () => {
    expect(newestChange(ITEMS, null)).toBe('2025-06-12T09:00:00.000Z');
    expect(newestChange(ITEMS, '2025-07-01T00:00:00.000Z')).toBe('2025-07-01T00:00:00.000Z');
    expect(newestChange([], null)).toBeNull();
  });
});
