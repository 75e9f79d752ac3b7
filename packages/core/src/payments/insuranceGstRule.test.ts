import { describe, expect, it } from 'vitest';
import {
  INSURANCE_GST_RULE,
  insuranceGstPeriod,
  insuranceGstRatePercent,
  premiumTaxNote,
} from './insuranceGstRule.js';

describe('INSURANCE_GST_RULE (decision 075)', () => {
  it('names its source and its effective day for every period, oldest first', () => {
    const days = INSURANCE_GST_RULE.map((p) => p.from);
    expect(days).toEqual([...days].sort());
    for (const period of INSURANCE_GST_RULE) {
      expect(period.source).toMatch(/^Notification No\. \d+\/\d{4}-Central Tax \(Rate\)/);
    }
    expect(insuranceGstPeriod().source).toContain('16/2025-Central Tax (Rate), dated 17-09-2025');
  });

  it('exempts individual life and health covers from 22-09-2025; group and non-life keep 18 %', () => {
    expect(insuranceGstRatePercent('individualLifeOrHealth')).toBe(0);
    expect(insuranceGstRatePercent('group')).toBe(18);
    expect(insuranceGstRatePercent('nonLife')).toBe(18);
  });

  it('dates a purchase by the day in India', () => {
    // 21-09-2025 23:59 IST and 22-09-2025 00:00 IST.
    expect(
      insuranceGstRatePercent('individualLifeOrHealth', new Date('2025-09-21T18:29:59Z')),
    ).toBe(18);
    expect(
      insuranceGstRatePercent('individualLifeOrHealth', new Date('2025-09-21T18:30:00Z')),
    ).toBe(0);
    expect(insuranceGstRatePercent('nonLife', new Date('2025-09-21T18:30:00Z'))).toBe(18);
    expect(
      insuranceGstRatePercent('individualLifeOrHealth', new Date('2026-11-28T10:00:00Z')),
    ).toBe(0);
  });

  it("says how a premium's tax is shown", () => {
    expect(premiumTaxNote(0)).toBe('GST exempt');
    expect(premiumTaxNote(18)).toBe('incl. 18\u00a0% GST');
  });
});
