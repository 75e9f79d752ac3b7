import { maskLastFour } from './maskLastFour.js';

// The one way a mobile is shown once known, on screen, in records and in logs (decision 071):
// an X for every hidden digit and the last four kept, as every other identifier is masked.

/** The national ten digits of a mobile ('+91 98765 43210' → '9876543210'), or its digits. */
function nationalDigits(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/**
 * '9876543210', '+91 98765 43210' or '09876543210' → 'XXXXXX3210'; four digits or fewer are
 * all X; nothing gives ''.
 */
export function maskMobile(mobile: string | null | undefined): string {
  return maskLastFour(nationalDigits(mobile ?? ''));
}
