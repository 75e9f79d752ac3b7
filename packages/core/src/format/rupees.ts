import { formatINR } from './formatINR.js';

/** Whole rupees with Indian digit grouping: 150000 → "₹1,50,000". */
export function rupees(amount: number): string {
  return formatINR(amount, 0);
}
