import type { FieldOption } from '../engine/types.js';
import { GST_RATE_PERCENT, type GstSplit, gstSplit } from '../payments/gstSplit.js';
import { formatPaise } from '../payments/paise.js';
import { type InsurancePlan, planById } from './insurancePlans.js';
import {
  COMBO_PARTS,
  COMBO_PRODUCTS,
  type ComboProduct,
  INSTRUMENT_IDS,
  INSURERS,
  type InsurerId,
  type SingleProduct,
} from './insuranceProducts.js';
import { KEY_EXCLUSIONS } from './planNeutrality.js';

// The combos' plans (decision 055). The spec gives the combos no premium table: a combo is
// sold at a level of life cover (term's three rows, 3, 5 and 10 lakh), and each part is the
// plan of its own table at that level — term and group personal accident the same row, the
// business suraksha (the shop cover) the shop row of the same sum insured. Hospital cash has no
// table in the spec: its combo part is PLACEHOLDER (a daily cash for up to 30 days). The combo
// costs the sum of its parts, GST included in each (decision 045); no bundle discount.

/** A part of a combo: a plan of a single product (hospital cash's has no table of its own). */
export interface ComboPartPlan extends Omit<InsurancePlan, 'product'> {
  product: SingleProduct;
}

export interface ComboPlan {
  /** The radio value of the combo's plan step: 9 × 100 + combo (1–3) × 10 + level (1–3). */
  planId: number;
  combo: ComboProduct;
  /** Term's sum insured: the level the combo is sold at. */
  lifeCoverPaise: number;
  parts: readonly ComboPartPlan[];
  /** The sum of the parts' premiums, GST included. */
  premiumPaise: number;
}

/** The three levels of life cover: term's rows (plan 301, 302, 303). */
const LEVELS = [1, 2, 3] as const;
/** The shop row of each level's sum insured (3 lakh → 102, 5 lakh → 103, 10 lakh → 105). */
const SHOP_ROW_OF_LEVEL = { 1: 102, 2: 103, 3: 105 } as const;

/**
 * Hospital cash inside a combo, PLACEHOLDER until the insurer's table: ₹500, ₹1,000 and
 * ₹2,000 a day for up to 30 days in hospital, for ₹199, ₹349 and ₹599 (GST included).
 */
export const COMBO_HOSPICASH_TABLE: Readonly<
  Record<(typeof LEVELS)[number], { dailyPaise: number; premiumPaise: number }>
> = {
  1: { dailyPaise: 500_00, premiumPaise: 199_00 },
  2: { dailyPaise: 1000_00, premiumPaise: 349_00 },
  3: { dailyPaise: 2000_00, premiumPaise: 599_00 },
};
export const COMBO_HOSPICASH_DAYS = 30;
/** Hospital cash parts' plan ids: 981, 982, 983 (no single product's block). */
const HOSPICASH_PART_BLOCK = 980;
const HOSPICASH_INSURER: InsurerId = 'kotakGeneral';

/** Hospital cash's key exclusions (PLACEHOLDER, as decision 045's others). */
export const HOSPICASH_KEY_EXCLUSIONS: readonly string[] = [
  'Stays shorter than 24 hours',
  'Illness diagnosed in the waiting period after the start of the policy',
  'Cosmetic treatment and self-inflicted injury',
];

function hospicashPart(level: (typeof LEVELS)[number]): ComboPartPlan {
  const row = COMBO_HOSPICASH_TABLE[level];
  return {
    planId: HOSPICASH_PART_BLOCK + level,
    product: 'hospicash',
    instrumentId: INSTRUMENT_IDS.hospicash,
    insurer: HOSPICASH_INSURER,
    insurerName: INSURERS[HOSPICASH_INSURER].name,
    sumInsuredPaise: row.dailyPaise * COMBO_HOSPICASH_DAYS,
    premiumPaise: row.premiumPaise,
  };
}

function tablePart(planId: number): ComboPartPlan {
  const plan = planById(planId);
  if (!plan) throw new Error(`combo part plan ${planId} is not in the tables`);
  return plan;
}

function partOf(product: SingleProduct, level: (typeof LEVELS)[number]): ComboPartPlan {
  if (product === 'hospicash') return hospicashPart(level);
  if (product === 'shop') return tablePart(SHOP_ROW_OF_LEVEL[level]);
  if (product === 'term') return tablePart(300 + level);
  if (product === 'accident') return tablePart(400 + level);
  throw new Error(`${product} is not sold in a combo`);
}

function buildComboPlans(): ComboPlan[] {
  return COMBO_PRODUCTS.flatMap((combo, index) =>
    LEVELS.map((level) => {
      const parts = COMBO_PARTS[combo].map((product) => partOf(product, level));
      return {
        planId: 900 + (index + 1) * 10 + level,
        combo,
        lifeCoverPaise: parts[0]?.sumInsuredPaise ?? 0,
        parts,
        premiumPaise: parts.reduce((sum, p) => sum + p.premiumPaise, 0),
      };
    }),
  );
}

/** Every combo plan, by combo then level. */
export const COMBO_PLANS: readonly ComboPlan[] = buildComboPlans();

export const comboPlansOf = (combo: ComboProduct): ComboPlan[] =>
  COMBO_PLANS.filter((p) => p.combo === combo);

/** The combo plan of an id (a number or the radio's text), or null. */
export function comboPlanById(planId: number | string): ComboPlan | null {
  const id = typeof planId === 'number' ? planId : Number(planId);
  return COMBO_PLANS.find((p) => p.planId === id) ?? null;
}

/** A part's plan by its id: a table's plan, or a combo's hospital cash part. */
export function comboPartPlanById(planId: number): ComboPartPlan | null {
  const table = planById(planId);
  if (table) return table;
  const level = planId - HOSPICASH_PART_BLOCK;
  return level === 1 || level === 2 || level === 3 ? hospicashPart(level) : null;
}

/** '₹5,00,000 life cover, 3 policies, for ₹2,093 (including GST)'. Neutral words only. */
export const comboPlanLabel = (plan: ComboPlan): string =>
  `${formatPaise(plan.lifeCoverPaise)} life cover, ${plan.parts.length} policies, for ${formatPaise(plan.premiumPaise)} (including GST)`;

/** The radio options of a combo's plan step, lowest premium first (the neutral order). */
export const comboPlanOptions = (combo: ComboProduct): FieldOption[] =>
  [...comboPlansOf(combo)]
    .sort((a, b) => a.premiumPaise - b.premiumPaise || a.planId - b.planId)
    .map((plan) => ({ value: String(plan.planId), label: comboPlanLabel(plan) }));

/** A part's premium split at 18 % (decision 045's rate for every product sold here). */
export const partPremium = (part: ComboPartPlan): GstSplit =>
  gstSplit(part.premiumPaise, GST_RATE_PERCENT);

/** A part's key exclusions: its table product's, or hospital cash's. */
export function partKeyExclusions(part: ComboPartPlan): readonly string[] {
  const byProduct: Partial<Record<SingleProduct, readonly string[]>> = KEY_EXCLUSIONS;
  return byProduct[part.product] ?? HOSPICASH_KEY_EXCLUSIONS;
}

/** Whether the combo's parts include the business suraksha (the shop cover): step4.3, step5.2. */
export const comboHasBusiness = (combo: ComboProduct): boolean =>
  COMBO_PARTS[combo].includes('shop');
