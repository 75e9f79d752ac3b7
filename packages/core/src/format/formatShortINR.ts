import { groupIndian } from './formatINR.js';

// Short rupee amounts: K thousand, L lakh, Cr crore.

const UNITS = [
  { value: 10_000_000, suffix: 'Cr' },
  { value: 100_000, suffix: 'L' },
  { value: 1_000, suffix: 'K' },
] as const;

/**
 * '₹1.5L', '₹2Cr', '₹50K', '₹999'. At most two decimals, cut rather than rounded so an amount
 * is never shown larger than it is (99,999 is '₹99.99K', not '₹1L').
 */
export function formatShortINR(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const abs = Math.abs(amount);
  const unit = UNITS.find((u) => abs >= u.value);
  const scaled = unit ? abs / unit.value : abs;
  const cut = Math.floor(scaled * 100 + 1e-9) / 100;
  const [whole = '0', fraction = ''] = cut.toFixed(2).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const text = `₹${groupIndian(whole)}${decimals ? `.${decimals}` : ''}${unit?.suffix ?? ''}`;
  return amount < 0 && cut !== 0 ? `-${text}` : text;
}
