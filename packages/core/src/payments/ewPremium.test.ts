import { describe, expect, it } from 'vitest';
import {
  EW_MIN_PREMIUM_PAISE,
  EW_PLANS,
  ewCoverPeriod,
  ewPlanPremiums,
  ewPremium,
  invoicePaiseOf,
} from './ewPremium.js';

describe('the extended warranty premium (decision 044)', () => {
  it('is the plan’s share of the invoice value, rounded up to the rupee, GST inside', () => {
    const q = ewPremium(24_999_00, '2');
    // 8.5 % of ₹24,999 = ₹2,124.915 → ₹2,125.
    expect(q?.split.totalPaise).toBe(2_125_00);
    expect(q?.split.basePaise).toBe(1_800_85);
    expect(q?.split.gstPaise).toBe(324_15);
    expect((q?.split.basePaise ?? 0) + (q?.split.gstPaise ?? 0)).toBe(2_125_00);
    expect(q?.plan.years).toBe(2);
  });

  it('never goes below ₹499, and says when the minimum is charged', () => {
    expect(ewPremium(5_000_00, '1')?.split.totalPaise).toBe(EW_MIN_PREMIUM_PAISE);
    expect(ewPremium(5_000_00, '1')?.atMinimum).toBe(true);
    // 5 % of ₹9,980 is exactly ₹499: the share itself, not the minimum.
    expect(ewPremium(9_980_00, '1')?.atMinimum).toBe(false);
  });

  it('prices every plan for one invoice value, and none out of range', () => {
    const all = ewPlanPremiums(54_999_00);
    expect(all.map((p) => p.plan.id)).toEqual(EW_PLANS.map((p) => p.id));
    expect(all.map((p) => p.split.totalPaise)).toEqual([2_750_00, 4_675_00, 6_325_00]);
    expect(ewPlanPremiums(4_999_00)).toEqual([]);
  });

  it('refuses unknown plans and invoice values outside ₹5,000 to ₹5,00,000', () => {
    expect(ewPremium(20_000_00, '9')).toBeNull();
    expect(ewPremium(4_999_99, '1')).toBeNull();
    expect(ewPremium(5_00_000_01, '1')).toBeNull();
    expect(ewPremium(5_00_000_00, '3')?.split.totalPaise).toBe(57_500_00);
    expect(ewPremium(12.5, '1')).toBeNull();
  });

  it('costs more for longer cover', () => {
    const totals = EW_PLANS.map((p) => ewPremium(60_000_00, p.id)?.split.totalPaise ?? 0);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(new Set(totals).size).toBe(EW_PLANS.length);
  });

  it('reads the invoice value as rupees, exactly', () => {
    expect(invoicePaiseOf(24999)).toBe(2_499_900);
    expect(invoicePaiseOf('24,999.50')).toBe(2_499_950);
    expect(invoicePaiseOf('abc')).toBeNull();
    expect(invoicePaiseOf(null)).toBeNull();
  });

  it('covers from the end of the maker’s year for the plan’s years', () => {
    expect(ewCoverPeriod('2026-03-15', 2)).toEqual({ from: '2027-03-15', to: '2029-03-14' });
    expect(ewCoverPeriod('2024-02-29', 1)).toEqual({ from: '2025-03-01', to: '2026-02-28' });
  });
});
