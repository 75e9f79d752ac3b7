// Rupee amounts with Indian digit grouping: the last three digits, then groups of two
// (12,34,567 — lakh and crore).

/** Groups the digits of a non-negative integer string the Indian way. */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}`;
}

/**
 * '₹12,34,567'. Fractions are rounded to at most `maxFractionDigits` (default 2) and trailing
 * zeros dropped; negative amounts read '-₹500'.
 */
export function formatINR(amount: number, maxFractionDigits = 2): string {
  if (!Number.isFinite(amount)) return '';
  const fixed = Math.abs(amount).toFixed(maxFractionDigits);
  const [whole = '0', fraction = ''] = fixed.split('.');
  const decimals = fraction.replace(/0+$/, '');
  const text = `₹${groupIndian(whole)}${decimals ? `.${decimals}` : ''}`;
  return amount < 0 && Number(fixed) !== 0 ? `-${text}` : text;
}
