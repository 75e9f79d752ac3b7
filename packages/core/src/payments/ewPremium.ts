import { type GstSplit, gstSplit } from './gstSplit.js';
import { rupeesToPaise } from './rupeesToPaise.js';

// The extended warranty's plans and their price (decision 044). The spec gives none: these
// are PLACEHOLDERS a product team replaces here. The premium is a share of the product's
// invoice value, rounded up to the rupee, never below a minimum, and includes 18 % GST
// (decision 040: GST is inside the price; `gstSplit` gives the breakdown).

export interface EwPlan {
  id: string;
  title: string;
  /** Years of cover after the manufacturer's warranty ends. */
  years: number;
  /** The premium as a share of the invoice value, GST included, in basis points. */
  rateBps: number;
}

export const EW_PLANS: readonly EwPlan[] = [
  { id: '1', title: '1 year extended warranty', years: 1, rateBps: 500 },
  { id: '2', title: '2 years extended warranty', years: 2, rateBps: 850 },
  { id: '3', title: '3 years extended warranty', years: 3, rateBps: 1150 },
];

/** The smallest premium: ₹499. */
export const EW_MIN_PREMIUM_PAISE = 499_00;
/** The invoice values covered, in rupees: ₹5,000 to ₹5,00,000. */
export const EW_INVOICE_RUPEES = { min: 5_000, max: 5_00_000 } as const;
/** The product must have been bought within this many days (inside its maker's warranty). */
export const EW_PURCHASE_WINDOW_DAYS = 365;
/** The maker's warranty the extended one follows, in years. */
export const EW_MAKER_WARRANTY_YEARS = 1;

export const findEwPlan = (id: string): EwPlan | undefined => EW_PLANS.find((p) => p.id === id);

export interface EwPremium {
  plan: EwPlan;
  invoicePaise: number;
  /** What the buyer pays, GST included, with its breakdown. */
  split: GstSplit;
  /** The plan's share of the invoice value was below ₹499: the minimum is charged. */
  atMinimum: boolean;
}

/**
 * The premium of `planId` for an invoice of `invoicePaise`, or null when the plan is unknown
 * or the invoice value is outside the covered range. Integers only: the share is rounded up
 * to the whole rupee.
 */
export function ewPremium(invoicePaise: number, planId: string): EwPremium | null {
  const plan = findEwPlan(planId);
  if (!plan || !Number.isSafeInteger(invoicePaise)) return null;
  const { min, max } = EW_INVOICE_RUPEES;
  if (invoicePaise < min * 100 || invoicePaise > max * 100) return null;
  const rupees = Math.ceil((invoicePaise * plan.rateBps) / (10_000 * 100));
  const total = Math.max(rupees * 100, EW_MIN_PREMIUM_PAISE);
  return { plan, invoicePaise, split: gstSplit(total), atMinimum: rupees * 100 < total };
}

/** Every plan's premium for one invoice value (the plan step, the pay page); [] out of range. */
export const ewPlanPremiums = (invoicePaise: number): EwPremium[] =>
  EW_PLANS.flatMap((plan) => ewPremium(invoicePaise, plan.id) ?? []);

/** The invoice value answered (a number or text of rupees) in paise, or null. */
export function invoicePaiseOf(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  return rupeesToPaise(value);
}

/** ISO dates (YYYY-MM-DD) of the cover: from the day the maker's warranty ends, for the years. */
export interface EwCoverPeriod {
  from: string;
  to: string;
}

/**
 * The cover of a product bought on `purchased` (YYYY-MM-DD): it starts the day after the
 * maker's one-year warranty ends and lasts the plan's years (a 29 February moves to 1 March).
 */
export function ewCoverPeriod(purchased: string, years: number): EwCoverPeriod {
  const [y, m, d] = purchased.split('-').map(Number) as [number, number, number];
  const from = new Date(Date.UTC(y + EW_MAKER_WARRANTY_YEARS, m - 1, d));
  const to = new Date(Date.UTC(y + EW_MAKER_WARRANTY_YEARS + years, m - 1, d - 1));
  return { from: isoDate(from), to: isoDate(to) };
}

const isoDate = (at: Date): string => at.toISOString().slice(0, 10);
