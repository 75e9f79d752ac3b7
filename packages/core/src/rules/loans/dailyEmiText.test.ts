import { describe, expect, it } from 'vitest';
import { DAILY_EMI_TEMPLATE, dailyEmiText, SPEC_DAILY_EMI_TEMPLATE } from './dailyEmiText.js';

describe('dailyEmiText', () => {
  it("keeps the spec's wording, its 'Rs' written as ₹ (decision 078)", () => {
    expect(SPEC_DAILY_EMI_TEMPLATE).toBe(
      'Your indicative EMI is {emi} for a loan amount of Rs {amount} which is only Rs {per day} per day.',
    );
    expect(DAILY_EMI_TEMPLATE).toBe(
      'Your indicative EMI is {emi} for a loan amount of ₹{amount} which is only ₹{per day} per day.',
    );
  });

  it('fills it: ₹9,455.96 a month is ₹315.20 a day, shown as 316', () => {
    const text = dailyEmiText(945_596, 1_00_000);
    expect(text).toBe(
      'Your indicative EMI is ₹9,456 for a loan amount of ₹1,00,000 which is only ₹316 per day.',
    );
    // One currency sign, never "Rs" (issue 22 §6).
    expect(text).not.toContain('Rs');
  });

  it('rounds a whole day up, not down', () => {
    // ₹3,000.00 / 30 = exactly ₹100; ₹3,000.01 / 30 = ₹100.0003 → 101.
    expect(dailyEmiText(300_000, 50_000)).toMatch(/only ₹100 per day/);
    expect(dailyEmiText(300_001, 50_000)).toMatch(/only ₹101 per day/);
  });
});
