/** The GST rate on memberships and the other services sold here, in percent (spec 03 §7). */
export const GST_RATE_PERCENT = 18;

export interface GstSplit {
  /** The price the user pays, GST included. */
  totalPaise: number;
  /** The taxable value. */
  basePaise: number;
  gstPaise: number;
  /** Central and state halves of an intra-state supply; the odd paisa goes to the SGST. */
  cgstPaise: number;
  sgstPaise: number;
  ratePercent: number;
  /** The part of the price that is exempt (all of it at rate 0; a combo's exempt parts). */
  exemptPaise: number;
}

/**
 * Splits a GST-inclusive price into its taxable value and its GST (decision 040). The taxable
 * value is total × 100 / (100 + rate) rounded half up to the paisa, in integers only; the
 * GST is what remains, so base + GST is always exactly the price paid. CGST is the lower
 * half, SGST the rest (e.g. ₹1,179 → ₹999.15 + ₹179.85 = ₹89.92 + ₹89.93).
 */
export function gstSplit(totalPaise: number, ratePercent: number = GST_RATE_PERCENT): GstSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) {
    throw new RangeError(`gstSplit needs a non-negative integer of paise (got ${totalPaise})`);
  }
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100) {
    throw new RangeError(`gstSplit needs a whole percentage (got ${ratePercent})`);
  }
  const divisor = 100 + ratePercent;
  // Half up without floats: floor((2·total·100 + divisor) / (2·divisor)).
  const basePaise = Math.floor((2 * totalPaise * 100 + divisor) / (2 * divisor));
  const gstPaise = totalPaise - basePaise;
  const cgstPaise = Math.floor(gstPaise / 2);
  return {
    totalPaise,
    basePaise,
    gstPaise,
    cgstPaise,
    sgstPaise: gstPaise - cgstPaise,
    ratePercent,
    exemptPaise: ratePercent === 0 ? totalPaise : 0,
  };
}

/**
 * Several splits as one (a combo's parts, each at its own rate; decision 075): the amounts
 * added up, the rate that of the taxed parts (0 when all are exempt). Only 0 and one positive
 * rate are ever mixed; two different positive rates are refused.
 */
export function sumGstSplits(splits: readonly GstSplit[]): GstSplit {
  const rates = new Set(splits.map((s) => s.ratePercent).filter((r) => r > 0));
  if (rates.size > 1) throw new RangeError('sumGstSplits cannot add two positive GST rates');
  const sum = (key: Exclude<keyof GstSplit, 'ratePercent'>) =>
    splits.reduce((total, s) => total + s[key], 0);
  return {
    totalPaise: sum('totalPaise'),
    basePaise: sum('basePaise'),
    gstPaise: sum('gstPaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    ratePercent: [...rates][0] ?? 0,
    exemptPaise: sum('exemptPaise'),
  };
}
