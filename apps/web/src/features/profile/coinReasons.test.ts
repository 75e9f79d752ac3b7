import { describe, expect, it } from 'vitest';
import { reasonText } from './coinReasons';

describe('the coin ledger’s reasons in words', () => {
  it('names purchases and benefits, and keeps an unknown reason as it is', () => {
    expect(reasonText('membership')).toBe('Membership plan bought');
    expect(reasonText('benefit:1')).toBe('Redeemed: Credit report refresh');
    expect(reasonText('benefit:999')).toBe('Redeemed: a member benefit');
    expect(reasonText('benefit:x')).toBe('benefit:x');
  });
});
