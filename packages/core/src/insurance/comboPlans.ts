import type { FieldOption } from '../journeyModel/types.js';
import { type GstSplit, sumGstSplits } from '../payments/gstSplit.js';
import { formatPaise } from '../payments/paise.js';
import type {
  ComboCover,
  ComboProduct,
  SingleCover,
  SingleProduct,
} from './covers/insuranceCover.js';
import { COMBO_COVERS, comboCover, singleCover } from './covers/insuranceCovers.js';
import { type InsurancePlan, planById } from './insurancePlans.js';
import { planPremium } from './planPremium.js';

// The combos' plans (decision 055). The spec gives the combos no premium table: a combo is
// sold at a level of life cover (term's three rows, 3, 5 and 10 lakh), and each part is the
// plan of its own table at that level, as the part's record gives it (`comboLevelPlanIds`):
// term and group personal accident the same row, the business suraksha (the shop cover) the
// shop row of the same sum insured, hospital cash the row of the same level of the single
// hospicash product's PLACEHOLDER table (decision 054: plans 601–603, one table for both;
// decision 059). The combo costs the sum of its parts, GST included in each (decision 045);
// no bundle discount.

/** A part of a combo: a plan of a single product's table. */
export interface ComboPartPlan extends Omit<InsurancePlan, 'product'> {
  product: SingleProduct;
}

export interface ComboPlan {
  /** The radio value of the combo's plan step: its record's `planIdBlock` + level (1–3). */
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

/**
 * The ids combo parts of hospital cash had before they took the single product's rows (981,
 * 982, 983 for levels 1–3, decision 055): a part quoted then is still found, as its row.
 */
const LEGACY_HOSPICASH_PART_BLOCK = 980;

function tablePart(planId: number): ComboPartPlan {
  const plan = planById(planId);
  if (!plan) throw new Error(`combo part plan ${planId} is not in the tables`);
  return plan;
}

function partOf(part: SingleCover, level: (typeof LEVELS)[number]): ComboPartPlan {
  const planId = part.comboLevelPlanIds?.[level - 1];
  if (planId === undefined) throw new Error(`${part.id} is not sold in a combo`);
  return tablePart(planId);
}

function plansOfCombo(combo: ComboCover): ComboPlan[] {
  return LEVELS.map((level) => {
    const parts = combo.parts.map((part) => partOf(part, level));
    return {
      planId: combo.planIdBlock + level,
      combo: combo.id,
      lifeCoverPaise: parts[0]?.sumInsuredPaise ?? 0,
      parts,
      premiumPaise: parts.reduce((sum, p) => sum + p.premiumPaise, 0),
    };
  });
}

/** Every combo plan, by combo then level. */
export const COMBO_PLANS: readonly ComboPlan[] = COMBO_COVERS.flatMap(plansOfCombo);

export const comboPlansOf = (combo: ComboProduct): ComboPlan[] =>
  COMBO_PLANS.filter((p) => p.combo === combo);

/** The combo plan of an id (a number or the radio's text), or null. */
export function comboPlanById(planId: number | string): ComboPlan | null {
  const id = typeof planId === 'number' ? planId : Number(planId);
  return COMBO_PLANS.find((p) => p.planId === id) ?? null;
}

/** A part's plan by its id: a table's plan (a legacy hospital cash part id as its row). */
export function comboPartPlanById(planId: number): ComboPartPlan | null {
  const level = planId - LEGACY_HOSPICASH_PART_BLOCK;
  const hospicashBlock = singleCover('hospicash').plans.idBlock;
  const id = level === 1 || level === 2 || level === 3 ? hospicashBlock + level : planId;
  return planById(id);
}

/** '₹5,00,000 life cover, 3 policies, for ₹2,093 (including GST)'. Neutral words only. */
export const comboPlanLabel = (plan: ComboPlan): string =>
  `${formatPaise(plan.lifeCoverPaise)} life cover, ${plan.parts.length} policies, for ${formatPaise(plan.premiumPaise)} (including GST)`;

/** The radio options of a combo's plan step, lowest premium first (the neutral order). */
export const comboPlanOptions = (combo: ComboProduct): FieldOption[] =>
  [...comboPlansOf(combo)]
    .sort((a, b) => a.premiumPaise - b.premiumPaise || a.planId - b.planId)
    .map((plan) => ({ value: String(plan.planId), label: comboPlanLabel(plan) }));

/**
 * A part's premium split at its own cover's rate (decision 075): term and hospital cash are
 * exempt, the shop cover and the group personal accident carry 18 %. A part is sold by the
 * combo's journey, so its cover's own class applies.
 */
export const partPremium = (part: ComboPartPlan, boughtOn?: Date): GstSplit =>
  planPremium(part, { boughtOn });

/** The combo's premium: its parts' splits added up (`sumGstSplits`). */
export const comboPremium = (plan: ComboPlan, boughtOn?: Date): GstSplit =>
  sumGstSplits(plan.parts.map((part) => partPremium(part, boughtOn)));

/** A part's key exclusions: its cover's neutrality rule. */
export const partKeyExclusions = (part: ComboPartPlan): readonly string[] =>
  singleCover(part.product).neutrality.keyExclusions;

/** Whether the combo's parts include the business suraksha (the shop cover): step4.3, step5.2. */
export const comboHasBusiness = (combo: ComboProduct): boolean =>
  comboCover(combo).parts.some((part) => part.id === 'shop');
