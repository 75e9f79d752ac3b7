import { formatPercent } from '../format/formatPercent.js';
import { premiumTaxNote } from './insuranceGstRule.js';
import { formatPaise } from './paise.js';

/**
 * An amount with its tax, in words: '₹299, including ₹45.61 GST (18 %)' (decision 040), or
 * '₹447, GST exempt' when no GST is in it (decision 075).
 */
export function withGstText(totalPaise: number, gstPaise: number, ratePercent: number): string {
  if (ratePercent === 0 || gstPaise === 0)
    return `${formatPaise(totalPaise)}, ${premiumTaxNote(0)}`;
  return `${formatPaise(totalPaise)}, including ${formatPaise(gstPaise)} GST (${formatPercent(ratePercent)})`;
}
