import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GST_RATE_PERCENT, gstSplit, sumGstSplits } from './gstSplit.js';

describe('gstSplit', () => {
  it('splits an inclusive price into its taxable value and 18 % GST', () => {
    expect(gstSplit(117_900)).toEqual({
      totalPaise: 117_900,
      basePaise: 99_915,
      gstPaise: 17_985,
      cgstPaise: 8992,
      sgstPaise: 8993,
      ratePercent: GST_RATE_PERCENT,
      exemptPaise: 0,
    });
    expect(gstSplit(11_800).basePaise).toBe(10_000);
    expect(gstSplit(0).gstPaise).toBe(0);
  });

  it('rounds the taxable value half up to the paisa', () => {
    // 59 × 100 / 118 = 50 exactly; 1 paisa: 0.847… → 1, leaving no GST.
    expect(gstSplit(59).basePaise).toBe(50);
    expect(gstSplit(1).basePaise).toBe(1);
    // 3 × 100 / 118 = 2.54 → 3 … and 2 → 1.69 → 2.
    expect(gstSplit(3).basePaise).toBe(3);
    expect(gstSplit(2).basePaise).toBe(2);
  });

  it('always adds back up to the price paid, with halves a paisa apart at most', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (total) => {
        const s = gstSplit(total);
        expect(s.basePaise + s.gstPaise).toBe(total);
        expect(s.cgstPaise + s.sgstPaise).toBe(s.gstPaise);
        expect(s.sgstPaise - s.cgstPaise).toBeGreaterThanOrEqual(0);
        expect(s.sgstPaise - s.cgstPaise).toBeLessThanOrEqual(1);
        // The GST is within half a paisa of the exact 18/118 of the price.
        expect(Math.abs(s.gstPaise - (total * 18) / 118)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('refuses fractions of a paisa and odd rates', () => {
    expect(() => gstSplit(10.5)).toThrow(RangeError);
    expect(() => gstSplit(-1)).toThrow(RangeError);
    expect(() => gstSplit(100, 12.5)).toThrow(RangeError);
  });
});

describe('sumGstSplits', () => {
  it("adds a combo's parts, each at its own rate, keeping the exempt part apart", () => {
    const sum = sumGstSplits([gstSplit(447_00, 0), gstSplit(447_00, 18), gstSplit(599_00, 18)]);
    expect(sum).toEqual({
      totalPaise: 1493_00,
      basePaise: 447_00 + 378_81 + 507_63,
      gstPaise: 68_19 + 91_37,
      cgstPaise: 34_09 + 45_68,
      sgstPaise: 34_10 + 45_69,
      ratePercent: 18,
      exemptPaise: 447_00,
    });
  });

  it('is exempt when every part is, and refuses two positive rates', () => {
    expect(sumGstSplits([gstSplit(100, 0), gstSplit(200, 0)])).toMatchObject({
      gstPaise: 0,
      ratePercent: 0,
      exemptPaise: 300,
    });
    expect(() => sumGstSplits([gstSplit(100, 5), gstSplit(100, 18)])).toThrow(RangeError);
  });
});
