import {
  type ComboPlan,
  comboPlansOf,
  coverJourneyOf,
  coverOfSlug,
  groupHealthPremiumText,
  type InsuranceCover,
  type InsurancePlan,
  orderPlansNeutrally,
  planFacts,
  plansOf,
  policyWordingHref,
} from '@tara/core/insurance';
import { formatPaise } from '@tara/core/payments';

// The compare page's and the wording page's content (issue 22 §1, decision 083): every plan of
// the cover a journey sells, with every fact its plan card shows, from core's records.

/** One plan (or a combo's part) as its card shows it. */
export interface PlanCardView {
  key: string;
  title: string;
  insurer: string;
  sumInsured: string;
  premium: string;
  inclusions: readonly string[];
  exclusions: readonly string[];
  waitingPeriods: readonly string[];
  wordingHref: string;
  /** A combo's parts, each a card of its own. */
  parts?: PlanCardView[];
}

export interface ComparedPlans {
  name: string;
  /** The journey that sells it: `/insurance/<slug>` resumes it. */
  journeyPath: string;
  cards: PlanCardView[];
  /** True while the words are sample ones (no insurer wording given to us). */
  sample: boolean;
}

function planCard(plan: InsurancePlan, journey: string, key = String(plan.planId)): PlanCardView {
  const f = planFacts(plan, { journey });
  // Group health is priced per member: its card's own words (per adult, per child).
  const premium = plan.product === 'groupHealth' ? groupHealthPremiumText(plan) : f.premiumText;
  return {
    key,
    title: `${formatPaise(f.sumInsuredPaise)} ${f.coverName}`,
    insurer: f.insurerLegalName,
    sumInsured: formatPaise(f.sumInsuredPaise),
    premium,
    inclusions: f.inclusions,
    exclusions: f.exclusions,
    waitingPeriods: f.waitingPeriods,
    wordingHref: f.wordingHref,
  };
}

function comboCard(plan: ComboPlan, journey: string): PlanCardView {
  const parts = plan.parts.map((part) => planCard(part, journey, `${plan.planId}-${part.planId}`));
  return {
    key: String(plan.planId),
    title: `${formatPaise(plan.lifeCoverPaise)} life cover, ${parts.length} policies`,
    insurer: parts.map((p) => p.insurer).join('; '),
    sumInsured: formatPaise(plan.lifeCoverPaise),
    premium: `${formatPaise(plan.premiumPaise)} in all`,
    inclusions: [],
    exclusions: [],
    waitingPeriods: [],
    wordingHref: policyWordingHref(plan.combo),
    parts,
  };
}

const cardsOf = (cover: InsuranceCover, journey: string): PlanCardView[] =>
  cover.kind === 'combo'
    ? [...comboPlansOf(cover.id)]
        .sort((a, b) => a.premiumPaise - b.premiumPaise || a.planId - b.planId)
        .map((plan) => comboCard(plan, journey))
    : orderPlansNeutrally(plansOf(cover.id)).map((plan) => planCard(plan, journey));

const isSample = (cover: InsuranceCover): boolean =>
  (cover.kind === 'single' ? [cover] : cover.parts).some((c) => c.facts.wordingUrl === null);

/** The plans of the journey `slug` sells (its tax as that journey sells it), or null. */
export function comparedPlans(slug: string): ComparedPlans | null {
  const found = coverJourneyOf(slug);
  if (!found) return null;
  const journey = `insurance/${found.journey.slug}`;
  return {
    name: found.journey.title,
    journeyPath: `/${journey}`,
    cards: cardsOf(found.cover, journey),
    sample: isSample(found.cover),
  };
}

/** A cover on the wording page: its facts and its insurers' legal names (group health has two). */
export interface WordingPart {
  id: string;
  name: string;
  insurers: string;
  inclusions: readonly string[];
  exclusions: readonly string[];
  waitingPeriods: readonly string[];
}

/** The covers whose wording `/insurance/policy-wording/<cover slug>` shows (a combo's parts). */
export function wordingCovers(
  slug: string,
): { name: string; slug: string; parts: WordingPart[] } | null {
  const cover = coverOfSlug(slug);
  if (!cover) return null;
  const singles = cover.kind === 'single' ? [cover] : cover.parts;
  return {
    name: cover.name,
    slug: cover.slug,
    parts: singles.map((part) => ({
      id: part.id,
      name: part.name,
      insurers: [...new Set(plansOf(part.id).map((p) => planFacts(p).insurerLegalName))].join(
        ' or ',
      ),
      inclusions: part.facts.inclusions,
      exclusions: part.neutrality.keyExclusions,
      waitingPeriods: part.facts.waitingPeriods,
    })),
  };
}
