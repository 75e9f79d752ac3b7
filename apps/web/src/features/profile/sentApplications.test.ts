import type { UserApplicationView } from '@tara/core/contract';
import { describe, expect, it } from 'vitest';
import { replaceApplication } from './sentApplications';

const app = (id: string, status: number): UserApplicationView => ({
  id,
  card_id: 1,
  card_name: 'SimplyCLICK',
  issuer: 'SBI Card',
  reference_id: `SBI-${id}`,
  status,
  status_text: status === 1 ? 'Approved' : 'In process',
  applied_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
});

describe('replaceApplication', () => {
  it('replaces only the refreshed application, keeping the order', () => {
    const list = [app('a', 2), app('b', 2)];
    expect(replaceApplication(list, app('b', 1)).map((a) => [a.id, a.status])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });
});
