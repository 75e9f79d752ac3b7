import type { FieldOption } from '../engine/types.js';
import { formatPaise } from '../payments/paise.js';
import {
  HDFC_ERGO_PLAN_ID,
  INSTRUMENT_IDS,
  INSURERS,
  type InsurerId,
  PRODUCT_INSURERS,
  type SingleProduct,
} from './insuranceProducts.js';

// The premium plans of spec 03 §3 (INS-SHOP-02, INS-LOMB-02, INS-DMPA-06, INS-DMPA-07,
// INS-TERM-07), exactly: premium → sum insured in rupees. Money is integer paise (decision 040).
// The premium is what the buyer pays, GST included (decision 045); `planPremium` splits it.
// The spec's radio value is the plan id; it shows none but 264 (a group health plan, not
// tabled), so the ids here are decision 045's: product block × 100 + row.

/** The products that have a plan table. */
export type PlanProduct = keyof typeof PRODUCT_INSURERS & SingleProduct;

export interface InsurancePlan {
  /** The plan's id, sent as the radio value (`insurancePremiumPlan`). */
  planId: number;
  product: PlanProduct;
  instrumentId: number;
  insurer: InsurerId;
  /** The insurer's name, shown before payment. */
  insurerName: string;
  sumInsuredPaise: number;
  /** The premium the buyer pays, GST included. */
  premiumPaise: number;
}

/** Spec 03 §3's rows, as written: [premium, sum insured], whole rupees. */
export const PLAN_TABLES: Readonly<Record<PlanProduct, readonly (readonly [number, number])[]>> = {
  shop: [
    [299, 1_00_000],
    [599, 3_00_000],
    [999, 5_00_000],
    [1599, 7_00_000],
    [1799, 10_00_000],
    [2599, 15_00_000],
  ],
  lombard: [
    [1882, 10_50_000],
    [3470, 20_75_000],
    [7441, 41_75_000],
    [12_791, 72_50_000],
  ],
  /** "Term and accident" share one table in the spec. */
  term: [
    [447, 3_00_000],
    [745, 5_00_000],
    [1490, 10_00_000],
  ],
  accident: [
    [447, 3_00_000],
    [745, 5_00_000],
    [1490, 10_00_000],
  ],
  dengueMalaria: [
    [60, 1_00_000],
    [300, 5_00_000],
    [599, 10_00_000],
  ],
  /**
   * Hospital cash has no table in the spec (decision 054, PLACEHOLDER until the insurer's
   * filing): a daily cash of ₹500, ₹1,000 or ₹2,000 for up to 30 days in hospital, the sum
   * insured being the most it pays in a year.
   */
  hospicash: [
    [199, 15_000],
    [349, 30_000],
    [649, 60_000],
  ],
  /**
   * Not in the spec (decision 052, PLACEHOLDER): the premium of one adult (self or spouse);
   * a child's is `GROUP_HEALTH_CHILD_PREMIUMS`'. Row 4 is plan 264, HDFC ERGO's network.
   */
  groupHealth: [
    [2999, 3_00_000],
    [3999, 5_00_000],
    [5999, 10_00_000],
    [4299, 5_00_000],
  ],
  /** PLACEHOLDER (decision 053): the spec has no Insta OPD table; the sum is the year's OPD limit. */
  instaOpd: [
    [499, 5_000],
    [899, 10_000],
    [1499, 20_000],
  ],
};

/** The first plan id of each product's block (row n is block + n, from 1). */
export const PLAN_ID_BLOCKS: Readonly<Record<PlanProduct, number>> = {
  shop: 100,
  lombard: 200,
  term: 300,
  accident: 400,
  dengueMalaria: 500,
  hospicash: 600,
  groupHealth: 260,
  /** Instrument id 13 × 100 (decision 053), clear of the other products' blocks. */
  instaOpd: 1300,
};

const PLAN_PRODUCTS = Object.keys(PLAN_TABLES) as PlanProduct[];

/** A plan's insurer: its product's, except plan 264 (HDFC ERGO's network, spec 03 §7). */
const planInsurer = (product: PlanProduct, planId: number): InsurerId =>
  planId === HDFC_ERGO_PLAN_ID ? 'hdfcErgo' : PRODUCT_INSURERS[product].insurer;

function buildPlans(product: PlanProduct): InsurancePlan[] {
  return PLAN_TABLES[product].map(([premium, sumInsured], row) => {
    const planId = PLAN_ID_BLOCKS[product] + row + 1;
    const insurer = planInsurer(product, planId);
    return {
      planId,
      product,
      instrumentId: INSTRUMENT_IDS[product],
      insurer,
      insurerName: INSURERS[insurer].name,
      sumInsuredPaise: sumInsured * 100,
      premiumPaise: premium * 100,
    };
  });
}

/** Every plan of every product, in the spec's order. */
export const INSURANCE_PLANS: readonly InsurancePlan[] = PLAN_PRODUCTS.flatMap(buildPlans);

/** A product's plans, in the spec's order (see `orderPlansNeutrally` for showing them). */
export const plansOf = (product: PlanProduct): InsurancePlan[] =>
  INSURANCE_PLANS.filter((p) => p.product === product);

/** The plan of an id (a number or the radio's text value), or null. */
export function planById(planId: number | string): InsurancePlan | null {
  const id = typeof planId === 'number' ? planId : Number(planId);
  return INSURANCE_PLANS.find((p) => p.planId === id) ?? null;
}

/** A plan's radio label: '₹1,00,000 cover for ₹299 (including GST)'. Neutral words only. */
export const planLabel = (plan: InsurancePlan): string =>
  `${formatPaise(plan.sumInsuredPaise)} cover for ${formatPaise(plan.premiumPaise)} (including GST)`;

/** The radio options of a product's plan step, valued by plan id. */
export const planOptions = (plans: readonly InsurancePlan[]): FieldOption[] =>
  plans.map((plan) => ({ value: String(plan.planId), label: planLabel(plan) }));
