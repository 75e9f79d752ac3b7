import type { ConsentView } from '@tara/core/contract';
import { describe, expect, it } from 'vitest';
import { sortConsents } from './consents';

const consent = (id: string, given: string, withdrawn: string | null = null): ConsentView => ({
  id,
  purpose: 'credit-bureau',
  title: 'Credit bureau check',
  text: 'I authorise…',
  version: '2026-11-24',
  lead_id: 'lead',
  subject: '',
  given_at: given,
  withdrawn_at: withdrawn,
});

describe('sortConsents', () => {
  it('lists live consents first, the latest given first, then withdrawn ones', () => {
    const list = [
      consent('old', '2026-11-01T00:00:00Z'),
      consent('gone', '2026-11-20T00:00:00Z', '2026-11-21T00:00:00Z'),
      consent('new', '2026-11-10T00:00:00Z'),
    ];
    expect(sortConsents(list).map((c) => c.id)).toEqual(['new', 'old', 'gone']);
  });
});
