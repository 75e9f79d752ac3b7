import { formatPercent } from '../format/formatPercent.js';
import type { FitPart, PreparedApplicant, PreparedCard } from './types.js';

// How well an eligible card fits: a sum of small, explained parts. The weights are data; every
// part is a pure function of a few numbers, used both by the ranking (over typed columns) and
// by the explanation (over one card), so the two cannot disagree. NaN: the part does not apply.

export const FIT_WEIGHTS = {
  /** The applicant already banks with the issuer: approval is likelier. */
  issuer: 20,
  /** Times (card minimum / income): a card made for this income beats an entry-level one. */
  incomeFit: 10,
  /** Times the share of the applicant's spend categories the card rewards. */
  rewards: 12,
  /** Times (annual fee / monthly income), subtracted, at most `feeCap`. */
  fee: 20,
  feeCap: 10,
  /** When no monthly income is known at all: points per rupee of annual fee, subtracted. */
  feePerRupee: 1 / 5000,
  /** Times the rating (0-5). */
  rating: 2,
  /** Subtracted per criterion passed on the benefit of the doubt. */
  unknown: 2,
} as const;

const W = FIT_WEIGHTS;
const NA = Number.NaN;

export const issuerPoints = (sameBank: boolean) => (sameBank ? W.issuer : NA);

/** `min` and `income`: NaN when unknown. */
export const incomeFitPoints = (min: number, income: number) =>
  min > 0 && income > 0 ? W.incomeFit * Math.min(min / income, 1) : NA;

export const rewardsPoints = (matched: number, spendSize: number) =>
  spendSize > 0 ? (W.rewards * matched) / spendSize : NA;

/** `reference`: the monthly income the fee is weighed against (NaN or 0: none). */
export const feePoints = (fee: number, reference: number) =>
  fee <= 0
    ? 0
    : -Math.min(W.feeCap, reference > 0 ? (W.fee * fee) / reference : fee * W.feePerRupee);

export const ratingPoints = (rating: number) => (rating > 0 ? W.rating * rating : NA);

export const unknownPoints = (unknowns: number) => (unknowns > 0 ? -W.unknown * unknowns : NA);

/** The monthly income a fee is weighed against: the applicant's, else the card's minimum. */
export const feeReference = (income: number, min: number) =>
  income > 0 ? income : min > 0 ? min : NA;

/** NaN-skipping sum of the parts. */
export function fitSum(
  sameBank: boolean,
  min: number,
  income: number,
  fee: number,
  rating: number,
  matched: number,
  spendSize: number,
  unknowns: number,
): number {
  let sum = 0;
  let p = issuerPoints(sameBank);
  if (!Number.isNaN(p)) sum += p;
  p = incomeFitPoints(min, income);
  if (!Number.isNaN(p)) sum += p;
  p = rewardsPoints(matched, spendSize);
  if (!Number.isNaN(p)) sum += p;
  p = feePoints(fee, feeReference(income, min));
  if (!Number.isNaN(p)) sum += p;
  p = ratingPoints(rating);
  if (!Number.isNaN(p)) sum += p;
  p = unknownPoints(unknowns);
  if (!Number.isNaN(p)) sum += p;
  return sum;
}

/** How many of the applicant's spend categories the card rewards. */
export function matchedSpend(card: PreparedCard, who: PreparedApplicant): number {
  let n = 0;
  for (const id of who.spend) if (card.categoryIds.has(id)) n++;
  return n;
}

function factsOf(card: PreparedCard, who: PreparedApplicant) {
  const a = who.applicant;
  return {
    sameBank: a.bankId !== null && a.bankId === card.issuerBankId,
    min: card.minIncome[who.employmentIndex] ?? NA,
    income: a.monthlyIncome ?? NA,
    matched: matchedSpend(card, who),
  };
}

/** The fit score of one card (unrounded); `unknowns`: criteria passed on trust. */
export function fitScore(card: PreparedCard, who: PreparedApplicant, unknowns: number): number {
  const f = factsOf(card, who);
  const spend = who.spend.size;
  return fitSum(
    f.sameBank,
    f.min,
    f.income,
    card.annualFee,
    card.rating,
    f.matched,
    spend,
    unknowns,
  );
}

/** The parts of one card's fit score, each with its points and plain words. */
export function fitParts(card: PreparedCard, who: PreparedApplicant, unknowns: number): FitPart[] {
  const { sameBank, min, income, matched } = factsOf(card, who);
  const parts: FitPart[] = [];
  let p = issuerPoints(sameBank);
  if (!Number.isNaN(p)) {
    parts.push(part('issuer', p, card.issuerText));
  }
  p = incomeFitPoints(min, income);
  if (!Number.isNaN(p)) {
    const pct = Math.round((100 * min) / income);
    const minText = card.minIncomeText[who.employmentIndex];
    parts.push(
      part(
        'incomeFit',
        p,
        `made for your income: its ${minText} minimum is ${formatPercent(pct)} of yours`,
      ),
    );
  }
  p = rewardsPoints(matched, who.spend.size);
  if (!Number.isNaN(p)) {
    const words =
      matched === 0
        ? 'rewards none of your spend categories'
        : `rewards ${matched} of your ${who.spend.size} spend categories`;
    parts.push(part('rewards', p, words));
  }
  const reference = feeReference(income, min);
  parts.push(part('fee', feePoints(card.annualFee, reference), feeWords(card, reference, income)));
  p = ratingPoints(card.rating);
  if (!Number.isNaN(p)) parts.push(part('rating', p, card.ratingText));
  p = unknownPoints(unknowns);
  if (!Number.isNaN(p)) {
    const words =
      unknowns === 1
        ? '1 condition assumed met (details not given)'
        : `${unknowns} conditions assumed met (details not given)`;
    parts.push(part('unknowns', p, words));
  }
  return parts;
}

function part(key: FitPart['key'], points: number, reason: string): FitPart {
  return { key, points: round2(points), reason };
}

function feeWords(card: PreparedCard, reference: number, income: number): string {
  if (card.annualFee <= 0) return 'no annual fee';
  if (!(reference > 0)) return `annual fee ${card.annualFeeText}`;
  const pct = Math.round((100 * card.annualFee) / reference);
  const of = reference === income ? 'your monthly income' : "the card's minimum monthly income";
  return `annual fee ${card.annualFeeText} is ${formatPercent(pct)} of ${of}`;
}

/** Rounded to 2 decimals, without a negative zero. */
export function round2(n: number): number {
  const r = Math.round(n * 100) / 100;
  return r === 0 ? 0 : r;
}
