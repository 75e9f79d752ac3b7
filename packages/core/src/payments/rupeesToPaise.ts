// Rupees as typed or sent, to integer paise (decision 040; the way back is `paise.ts`).

/** The largest amount one purchase may carry: ₹1 crore (Razorpay's order ceiling is lower). */
export const MAX_PAISE = 1_00_00_000_00;

/**
 * Rupees as typed or sent ('1179', '1,179.50', 1179.5) to paise, exactly: the digits are read as
 * text, never through a float multiplication (0.29 * 100 is 28.999…). More than two decimals,
 * a sign, or anything that is not a number gives null.
 */
export function rupeesToPaise(rupees: string | number): number | null {
  const text = typeof rupees === 'number' ? numberText(rupees) : rupees.trim().replace(/,/g, '');
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return paise <= MAX_PAISE ? paise : null;
}

/** A number's own shortest text ('1179.5'), or null when it is not a plain finite amount. */
const numberText = (n: number): string | null =>
  Number.isFinite(n) && n >= 0 && !String(n).includes('e') ? String(n) : null;
