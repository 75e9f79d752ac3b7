import { EMPLOYER_CATEGORIES } from './employerCategories.js';
import { prepareApplicant, prepareCard } from './prepare.js';
import {
  type CardEligibility,
  type CardRule,
  type Criterion,
  type CriterionResult,
  type PreparedApplicant,
  type PreparedCard,
  VERDICT,
  type Verdict,
} from './types.js';

// The card eligibility rules. Each reads one part of a card's eligibility data and one fact of
// the applicant; none knows another. `compile` turns the cards' data into typed columns once
// per catalog; the judge it returns is the rule's only decision. Missing applicant data is
// given the benefit of the doubt ('unknown': passes, said so in the reason, and costs a little
// in the ranking).

const { pass: PASS, fail: FAIL, unknown: UNKNOWN, skip: SKIP } = VERDICT;

const GROUP = ['salaried applicants', 'self-employed applicants', 'self-employed professionals'];

/** A nullable amount as a float column: null is NaN. */
const column = (cards: readonly PreparedCard[], of: (c: PreparedCard) => number | null) =>
  Float64Array.from(cards, (c) => of(c) ?? Number.NaN);

/** Gross monthly income against the card's minimum for the applicant's employment. */
export const incomeRule: CardRule = {
  key: 'income',
  compile(cards) {
    const mins = [0, 1, 2].map((e) => column(cards, (c) => c.minIncome[e] ?? null));
    return (who, out) => {
      const min = mins[who.employmentIndex] as Float64Array;
      const income = who.applicant.monthlyIncome;
      for (let i = 0; i < out.length; i++) {
        const m = min[i] as number;
        out[i] = Number.isNaN(m) ? FAIL : income === null ? UNKNOWN : income >= m ? PASS : FAIL;
      }
    };
  },
  explain(card, who, verdict) {
    const i = who.employmentIndex;
    const min = card.minIncomeText[i];
    if (card.minIncome[i] === null) return `not offered to ${GROUP[i]}`;
    if (verdict === 'unknown') return `income not given; the minimum is ${min}`;
    return verdict === 'pass'
      ? `income ${who.incomeText} meets the ${min} minimum`
      : `income ${who.incomeText} is below the ${min} minimum`;
  },
};

/** Age (current year minus birth year) within the card's range. */
export const ageRule: CardRule = {
  key: 'age',
  compile(cards) {
    const min = column(cards, (c) => c.eligibility.minAge);
    const max = column(cards, (c) => c.eligibility.maxAge);
    return (who, out) => {
      const age = who.applicant.age;
      if (age === null) {
        out.fill(UNKNOWN);
        return;
      }
      for (let i = 0; i < out.length; i++) {
        out[i] = age >= (min[i] as number) && age <= (max[i] as number) ? PASS : FAIL;
      }
    };
  },
  explain(card, who, verdict) {
    const age = who.applicant.age;
    const { minAge, maxAge } = card.eligibility;
    if (verdict === 'unknown' || age === null)
      return `age not given; the card needs ${card.ageRange}`;
    if (age < minAge) return `age ${age} is below the minimum ${minAge}`;
    if (age > maxAge) return `age ${age} is above the maximum ${maxAge}`;
    return `age ${age} is within ${card.ageRange}`;
  },
};

/** The card's cities, or every city. An unknown city ('others') is in no card's list. */
export const cityRule: CardRule = {
  key: 'city',
  compile(cards) {
    const everyCity = Uint8Array.from(cards, (c) => (c.cities === null ? 1 : 0));
    // The inverted index: city → the cards offered there.
    const byCity = new Map<string, number[]>();
    cards.forEach((card, i) => {
      for (const key of card.cities?.keys() ?? []) {
        const list = byCity.get(key);
        if (list) list.push(i);
        else byCity.set(key, [i]);
      }
    });
    const index = new Map([...byCity].map(([key, list]) => [key, Int32Array.from(list)]));
    return (who, out) => {
      for (let i = 0; i < out.length; i++) out[i] = everyCity[i] ? PASS : FAIL;
      const offered = who.cityKey === null ? undefined : index.get(who.cityKey);
      if (offered) for (let k = 0; k < offered.length; k++) out[offered[k] as number] = PASS;
    };
  },
  explain(card, who, verdict) {
    if (card.cities === null) return 'offered in every city';
    if (verdict === 'fail' || who.cityKey === null) return 'not offered in your city';
    return `offered in ${card.cities.get(who.cityKey)}`;
  },
};

const employerBit = new Map<string, number>(EMPLOYER_CATEGORIES.map((c) => [c.key, 1 << c.id]));

/** The employer and profession categories a card accepts (when it lists them). */
export const employerRule: CardRule = {
  key: 'employer',
  compile(cards) {
    const restricted = Uint8Array.from(cards, (c) => (c.employers === null ? 0 : 1));
    const accepted = Int32Array.from(cards, (c) => {
      let mask = 0;
      for (const key of c.employers ?? []) mask |= employerBit.get(key) ?? 0;
      return mask;
    });
    return (who, out) => {
      const category = who.applicant.employerCategory ?? null;
      const bit = category === null ? 0 : (employerBit.get(category) ?? 0);
      for (let i = 0; i < out.length; i++) {
        out[i] = !restricted[i]
          ? SKIP
          : category === null
            ? UNKNOWN
            : (accepted[i] as number) & bit
              ? PASS
              : FAIL;
      }
    };
  },
  explain(card, who, verdict) {
    if (verdict === 'unknown') return `employer not given; the card takes ${card.employersText}`;
    return verdict === 'pass'
      ? `employer category ${who.employerText} is accepted`
      : `employer category ${who.employerText} is not accepted; the card takes ${card.employersText}`;
  },
};

/** The lowest credit-history level a card accepts (when it sets one). */
export const creditHistoryRule: CardRule = {
  key: 'creditHistory',
  compile(cards) {
    const min = column(cards, (c) => c.minCreditRank);
    return (who, out) => {
      const rank = who.creditRank;
      for (let i = 0; i < out.length; i++) {
        const m = min[i] as number;
        out[i] = Number.isNaN(m) ? SKIP : rank === null ? UNKNOWN : rank >= m ? PASS : FAIL;
      }
    };
  },
  explain(card, who, verdict) {
    if (verdict === 'unknown') {
      return `credit history not given; the card needs ${card.minCreditText} or better`;
    }
    return verdict === 'pass'
      ? `credit history ${who.creditText} meets the ${card.minCreditText} minimum`
      : `credit history ${who.creditText} is below the ${card.minCreditText} minimum`;
  },
};

/** Cards issued against an existing card need one, with at least the given limit. */
export const existingCardRule: CardRule = {
  key: 'existingCard',
  compile(cards) {
    const min = column(cards, (c) => c.minExistingCardLimit);
    return (who, out) => {
      const { hasCard, cardLimit } = who.applicant;
      for (let i = 0; i < out.length; i++) {
        const m = min[i] as number;
        out[i] = Number.isNaN(m)
          ? SKIP
          : !hasCard
            ? FAIL
            : cardLimit === null
              ? UNKNOWN
              : cardLimit >= m
                ? PASS
                : FAIL;
      }
    };
  },
  explain(card, who, verdict) {
    const min = card.minExistingCardLimitText;
    if (!who.applicant.hasCard) {
      return (card.minExistingCardLimit ?? 0) > 0
        ? `needs an existing credit card with a limit of ${min}`
        : 'needs an existing credit card';
    }
    if (verdict === 'unknown') return `card limit not given; the minimum is ${min}`;
    return verdict === 'pass'
      ? `card limit ${who.cardLimitText} meets the ${min} minimum`
      : `card limit ${who.cardLimitText} is below the ${min} minimum`;
  },
};

/** The card rules, in the order their reasons are listed. */
export const cardRules: readonly CardRule[] = [
  incomeRule,
  ageRule,
  cityRule,
  employerRule,
  creditHistoryRule,
  existingCardRule,
];

const VERDICT_NAMES: readonly (Verdict | null)[] = ['pass', 'fail', 'unknown', null];

/** A verdict code as a name; null for skip. */
export function verdictName(code: number): Verdict | null {
  return VERDICT_NAMES[code] ?? null;
}

/** One rule on one card: its judge over a catalog of that card (slow; for tests and tools). */
export function judgeCard(rule: CardRule, card: PreparedCard, who: PreparedApplicant) {
  const out = new Uint8Array(1);
  rule.compile([card])(who, out);
  return verdictName(out[0] as number);
}

/** A rule as a plain function of the raw eligibility data and applicant. */
export function criterionOf(rule: CardRule): Criterion {
  return (eligibility, applicant) => {
    const card = prepareCard(placeholderCard(eligibility));
    const who = prepareApplicant(applicant);
    const verdict = judgeCard(rule, card, who);
    return verdict === null ? null : resultOf(verdict, rule.explain(card, who, verdict));
  };
}

/** A plain-function criterion as a rule (it is called again to explain). */
export function ruleOf(criterion: Criterion, key = criterion.name || 'custom'): CardRule {
  return {
    key,
    compile: (cards) => (who, out) => {
      for (let i = 0; i < out.length; i++) {
        const result = criterion((cards[i] as PreparedCard).eligibility, who.applicant);
        out[i] = result === null ? SKIP : !result.pass ? FAIL : result.unknown ? UNKNOWN : PASS;
      }
    },
    explain: (card, who) => criterion(card.eligibility, who.applicant)?.reason ?? '',
  };
}

function resultOf(verdict: Verdict, reason: string): CriterionResult {
  if (verdict === 'unknown') return { pass: true, unknown: true, reason };
  return { pass: verdict === 'pass', reason };
}

function placeholderCard(eligibility: CardEligibility) {
  return { id: 0, name: '', issuer_bank_id: 0, annual_fee: 0, eligibility };
}

export const incomeCriterion: Criterion = criterionOf(incomeRule);
export const ageCriterion: Criterion = criterionOf(ageRule);
export const cityCriterion: Criterion = criterionOf(cityRule);
export const employerCriterion: Criterion = criterionOf(employerRule);
export const creditHistoryCriterion: Criterion = criterionOf(creditHistoryRule);
export const existingCardCriterion: Criterion = criterionOf(existingCardRule);

/** The card rules as plain functions, in the order of `cardRules`. */
export const cardCriteria: Criterion[] = [
  incomeCriterion,
  ageCriterion,
  cityCriterion,
  employerCriterion,
  creditHistoryCriterion,
  existingCardCriterion,
];
