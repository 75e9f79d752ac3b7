// The EMI-to-income ratio: the share of monthly take-home income that goes to EMIs. Lenders
// call it FOIR (fixed obligations to income ratio) and each sets its own limit; the bands
// here are a household rule of thumb, not any lender's rule.

export type EmiBand = 'comfortable' | 'stretched' | 'high';

export interface EmiRatio {
  /** Percent of income, to one decimal. */
  percent: number;
  band: EmiBand;
  /** The most the EMIs could total at `TARGET_PERCENT` of income (rupees, whole). */
  targetEmi: number;
  /** `targetEmi` minus the EMIs now; negative when over it. */
  room: number;
}

/** Up to this share of income, EMIs leave room for everything else. */
export const COMFORTABLE_PERCENT = 30;
/** The share the calculator measures room against. Above it, EMIs are a heavy load. */
export const TARGET_PERCENT = 40;
/** Above this share, most lenders are likely to hesitate and a household budget is tight. */
export const HIGH_PERCENT = 50;

/** The band of a ratio: up to 30% comfortable, up to 50% stretched, above that high. */
export function emiBand(percent: number): EmiBand {
  if (percent <= COMFORTABLE_PERCENT) return 'comfortable';
  if (percent <= HIGH_PERCENT) return 'stretched';
  return 'high';
}

/** The ratio of `totalEmi` to `monthlyIncome` (rupees a month), or null when it cannot be had. */
export function emiRatio(monthlyIncome: number, totalEmi: number): EmiRatio | null {
  if (!Number.isFinite(monthlyIncome) || !Number.isFinite(totalEmi)) return null;
  if (monthlyIncome <= 0 || totalEmi < 0) return null;
  const percent = Math.round((totalEmi / monthlyIncome) * 1000) / 10;
  const targetEmi = Math.floor((monthlyIncome * TARGET_PERCENT) / 100);
  return { percent, band: emiBand(percent), targetEmi, room: targetEmi - totalEmi };
}

/**
 * A rupee amount as typed: digits with optional Indian or Western commas, spaces and a leading
 * ₹ ('₹1,20,000' → 120000). Empty or anything else gives null. Paise are not asked for.
 */
export function parseRupees(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (!/^\d{1,10}$/.test(cleaned)) return null;
  return Number(cleaned);
}
