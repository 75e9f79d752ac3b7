import type { FieldLink } from '../journeyModel/types.js';
import { formatPaise } from '../payments/paise.js';
import type { ComboPlan } from './comboPlans.js';
import { partPremium } from './comboPlans.js';
import type { InsuranceProduct } from './covers/insuranceCover.js';
import { coverOf } from './covers/insuranceCovers.js';
import type { InsurancePlan } from './insurancePlans.js';
import { comparePlansPath, planFacts, policyWordingHref } from './planFacts.js';
import type { PremiumTaxContext } from './planPremium.js';

// The plan step's words (issue 22 §1, decision 083), computed here so the browser's journey
// renderer shows them as it shows any radio option, info bubble and label link: no renderer
// code. A plan card is the radio option's label; the cover's inclusions, exclusions and
// waiting periods are the step's info bubbles; the compare page and the wording are links of
// the radio group's label.

/**
 * A plan's card: 'Zurich Kotak General Insurance Company (India) Limited: ₹1,00,000 sum
 * insured. Premium ₹253.39 + GST ₹45.61 (18 %).' Neutral words only (IRDAI).
 */
export function planCardLabel(plan: InsurancePlan, context: PremiumTaxContext = {}): string {
  const f = planFacts(plan, context);
  return `${f.insurerLegalName}: ${formatPaise(f.sumInsuredPaise)} sum insured. Premium ${f.premiumText}.`;
}

/** A combo's part: its cover, insurer and premium ('₹447, GST exempt' or '₹378.81 + GST …'). */
function partText(part: ComboPlan['parts'][number]): string {
  const f = planFacts(part);
  const split = partPremium(part);
  const premium =
    split.ratePercent === 0 ? `${formatPaise(split.totalPaise)}, GST exempt` : f.premiumText;
  return `${f.coverName} by ${f.insurerLegalName}, ${formatPaise(f.sumInsuredPaise)} sum insured: ${premium}`;
}

/**
 * A combo's plan card listing its parts: '₹3,00,000 life cover, 2 policies, ₹825 in all: Term
 * Insurance by … : ₹447, GST exempt; Group Personal Accident by …: ₹320.34 + GST ₹57.66 (18 %).'
 */
export const comboPlanCardLabel = (plan: ComboPlan): string =>
  `${formatPaise(plan.lifeCoverPaise)} life cover, ${plan.parts.length} policies, ${formatPaise(
    plan.premiumPaise,
  )} in all: ${plan.parts.map(partText).join('; ')}.`;

const sentence = (lead: string, items: readonly string[]): string =>
  `${lead}: ${items.join('; ')}.`;

/** The info bubbles of a single cover's plan step: what it covers, what not, the waiting periods. */
export function coverFactsInfo(product: InsuranceProduct, prefix = ''): string[] {
  const cover = coverOf(product);
  const singles = cover.kind === 'single' ? [cover] : cover.parts;
  return singles.flatMap((part) => {
    const name = cover.kind === 'combo' ? `${part.name}: ` : prefix;
    return [
      name + sentence('What it covers', part.facts.inclusions),
      name + sentence('Not covered', part.neutrality.keyExclusions),
      name + sentence('Waiting periods', part.facts.waitingPeriods),
    ];
  });
}

/** Whether the cover's words are samples (no insurer wording given to us for any part). */
const isSample = (product: InsuranceProduct): boolean => {
  const cover = coverOf(product);
  const singles = cover.kind === 'single' ? [cover] : cover.parts;
  return singles.some((part) => part.facts.wordingUrl === null);
};

/** The info bubble that says the words above are sample ones, when they are. */
export const sampleFactsNote = (product: InsuranceProduct): string[] =>
  isSample(product)
    ? [
        "Sample terms (sandbox): the insurer's policy wording replaces them before any policy is sold.",
      ]
    : [];

/**
 * The plan radio's label and its links: the compare page (every plan with all its facts) and
 * the policy wording ('sample policy wording' while it is the sandbox's).
 */
export function planFieldLabel(
  product: InsuranceProduct,
  label = 'CHOOSE YOUR COVER',
  journey?: string,
): { label: string; links: FieldLink[] } {
  const wording = isSample(product) ? 'sample policy wording' : 'policy wording';
  const compare = 'Compare the plans';
  return {
    label: `${label}. ${compare} or read the ${wording}`,
    links: [
      { text: compare, href: comparePlansPath(product, journey) },
      { text: wording, href: policyWordingHref(product) },
    ],
  };
}
