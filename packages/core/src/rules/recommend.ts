import { CARD_LIST_DEFAULTS } from '../catalog/limits.js';
import { type CompiledCatalog, categoryBits, isBit } from './compileCatalog.js';
import { verdictName } from './criteria.js';
import { fitParts, fitSum, round2 } from './fit.js';
import { prepareApplicant } from './prepare.js';
import {
  type Applicant,
  type CardRule,
  type MatchableCard,
  type PreparedApplicant,
  type PreparedCard,
  type RankedCard,
  type Recommendation,
  type RejectedCard,
  type RuleJudge,
  VERDICT,
} from './types.js';

export interface RecommendOptions {
  /** First eligible card of the page; default 0. */
  offset?: number;
  /** Eligible cards in the page; default 100 (the spec's card-list call limit). Infinity: all. */
  limit?: number;
  ineligibleOffset?: number;
  /** Ineligible cards in the page; default 100. Infinity: all. */
  ineligibleLimit?: number;
  /** Write the fit parts of the eligible cards shown; default true. */
  explainFit?: boolean;
}

/** Scores are ordered to 1/100 of a point; the sort keys hold ±MAX_Q hundredths. */
const MAX_Q = 10_000_000;
const { fail: FAIL, unknown: UNKNOWN } = VERDICT;

/**
 * The cards the applicant is eligible for, ranked by fit, and apart from them the cards they
 * are not eligible for, each with its reasons in plain words. Every card is judged by every
 * rule's compiled judge (typed columns, no allocation per card); words are written only for
 * the cards in the page. Deterministic: equal scores (to 1/100) go to the lower annual fee,
 * then the name, then the id; ineligible cards are ordered by failed criteria, then the same.
 */
export function recommend<C extends MatchableCard>(
  catalog: CompiledCatalog<C>,
  applicant: Applicant,
  options: RecommendOptions = {},
): Recommendation<C> {
  const who = prepareApplicant(applicant);
  const { eligibleCount, ineligibleCount } = judgeAll(catalog, who);
  const { prepared, byRank, cards, scratch } = catalog;
  const n = prepared.length;
  const [eFrom, eTo] = page(eligibleCount, options.offset, options.limit);
  const eligibleOrder = smallestSorted(scratch.eligibleKeys.subarray(0, eligibleCount), eTo);
  const ineligibleOrder = orderIneligible(catalog, ineligibleCount);

  const explainFit = options.explainFit !== false;
  const eligible: RankedCard<C>[] = [];
  for (let k = eFrom; k < eTo; k++) {
    const index = byRank[(eligibleOrder[k] as number) % n] as number;
    const card = prepared[index] as PreparedCard;
    eligible.push({
      card: cards[index] as C,
      eligible: true,
      score: round2(scratch.scores[index] as number),
      reasons: reasonsOf(catalog.rules, scratch.verdicts, card, who, false),
      fits: passedReasons(catalog.rules, scratch.verdicts, card, who),
      fit: explainFit ? fitParts(card, who, scratch.unknowns[index] as number) : [],
    });
  }
  const ineligible: RejectedCard<C>[] = [];
  const [iFrom, iTo] = page(ineligibleCount, options.ineligibleOffset, options.ineligibleLimit);
  for (let k = iFrom; k < iTo; k++) {
    const index = ineligibleOrder[k] as number;
    ineligible.push({
      card: cards[index] as C,
      eligible: false,
      reasons: reasonsOf(
        catalog.rules,
        scratch.verdicts,
        prepared[index] as PreparedCard,
        who,
        true,
      ),
      failed: scratch.failed[index] as number,
    });
  }
  return {
    eligible,
    ineligible,
    counts: { eligible: eligibleCount, ineligible: ineligibleCount, total: n },
  };
}

/**
 * Every card through every rule's judge, then, per card, the failed and unknown verdicts
 * counted and the eligible cards scored; the sort keys go to the catalog's scratch.
 */
function judgeAll(catalog: CompiledCatalog, who: PreparedApplicant) {
  const { judges, prepared, fit } = catalog;
  const { verdicts, failed, unknowns, scores, eligibleKeys } = catalog.scratch;
  const n = prepared.length;
  for (let r = 0; r < judges.length; r++) (judges[r] as RuleJudge)(who, verdicts[r] as Uint8Array);

  const a = who.applicant;
  const bankId = a.bankId ?? Number.NaN;
  const income = a.monthlyIncome ?? Number.NaN;
  const minIncome = fit.minIncome[who.employmentIndex];
  const spendBits = categoryBits(who.spend);
  const spendOther = [...who.spend].filter((id) => !isBit(id));
  const spendSize = who.spend.size;
  const rules = verdicts.length;
  let eligibleCount = 0;
  let ineligibleCount = 0;
  // Count each card's failed and unknown verdicts, one rule (one column) at a time.
  failed.fill(0);
  unknowns.fill(0);
  for (let r = 0; r < rules; r++) {
    const v = verdicts[r] as Uint8Array;
    for (let i = 0; i < n; i++) {
      const code = v[i];
      failed[i] = (failed[i] as number) + (code === FAIL ? 1 : 0);
      unknowns[i] = (unknowns[i] as number) + (code === UNKNOWN ? 1 : 0);
    }
  }
  for (let i = 0; i < n; i++) {
    if (failed[i] === 0) {
      const u = unknowns[i] as number;
      let matched = 0;
      if (spendSize > 0) {
        matched = bitCount((fit.categoryBits[i] as number) & spendBits);
        const other = spendOther.length > 0 ? fit.otherCategories[i] : null;
        if (other) for (const id of other) if (who.spend.has(id)) matched++;
      }
      const score = fitSum(
        fit.issuer[i] === bankId,
        minIncome[i] as number,
        income,
        fit.fee[i] as number,
        fit.rating[i] as number,
        matched,
        spendSize,
        u,
      );
      scores[i] = score;
      const q = Math.max(-MAX_Q, Math.min(MAX_Q, Math.round(score * 100)));
      eligibleKeys[eligibleCount++] = (MAX_Q - q) * n + (fit.staticRank[i] as number);
    } else {
      ineligibleCount++;
    }
  }
  return { eligibleCount, ineligibleCount };
}

/**
 * The ineligible cards' indexes, fewest failed criteria first, then in tie-break order: a
 * counting sort over the failure counts, walking the cards in tie-break order (no comparisons).
 */
function orderIneligible(catalog: CompiledCatalog, count: number): Int32Array {
  const { byRank, rules } = catalog;
  const { failed, ineligibleOrder } = catalog.scratch;
  const start = new Int32Array(rules.length + 2);
  for (let i = 0; i < failed.length; i++) {
    const f = failed[i] as number;
    if (f > 0) start[f + 1] = (start[f + 1] as number) + 1;
  }
  for (let f = 1; f < start.length; f++) start[f] = (start[f] as number) + (start[f - 1] as number);
  for (let rank = 0; rank < byRank.length; rank++) {
    const index = byRank[rank] as number;
    const f = failed[index] as number;
    if (f > 0) {
      ineligibleOrder[start[f] as number] = index;
      start[f] = (start[f] as number) + 1;
    }
  }
  return ineligibleOrder.subarray(0, count);
}

/**
 * The keys with their `k` smallest first, in order (the rest after them, in any order). Each
 * key holds the whole order (score, then tie-break rank), so the result does not depend on how
 * it is reached. Typed arrays sort numerically in native code; for a short page a selection
 * first keeps the sort short.
 */
export function smallestSorted(keys: Float64Array, k: number): Float64Array {
  if (k <= 0) return keys;
  if (k < keys.length / 2) {
    selectSmallest(keys, k);
    keys.subarray(0, k).sort();
  } else {
    keys.sort();
  }
  return keys;
}

/** Hoare's quickselect: afterwards keys[0..k) are the k smallest keys (distinct keys). */
function selectSmallest(keys: Float64Array, k: number): void {
  const target = k - 1;
  let lo = 0;
  let hi = keys.length - 1;
  while (lo < hi) {
    const a = keys[lo] as number;
    const b = keys[(lo + hi) >> 1] as number;
    const c = keys[hi] as number;
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((keys[i] as number) < pivot) i++;
      while ((keys[j] as number) > pivot) j--;
      if (i <= j) {
        const t = keys[i] as number;
        keys[i] = keys[j] as number;
        keys[j] = t;
        i++;
        j--;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else return;
  }
}

/** [from, to) of a page over `count` items. */
function page(count: number, offset = 0, limit: number = CARD_LIST_DEFAULTS.callLimit) {
  const from = Math.min(count, Math.max(0, Math.floor(offset)));
  return [from, Math.min(count, from + Math.max(0, limit))] as const;
}

/** The reasons in rule order; with `failuresFirst`, the failed rules' reasons lead. */
function reasonsOf(
  rules: readonly CardRule[],
  verdicts: readonly Uint8Array[],
  card: PreparedCard,
  who: PreparedApplicant,
  failuresFirst: boolean,
): string[] {
  const reasons: string[] = [];
  if (failuresFirst) {
    for (let r = 0; r < rules.length; r++) {
      if ((verdicts[r] as Uint8Array)[card.index] === FAIL) {
        reasons.push((rules[r] as CardRule).explain(card, who, 'fail'));
      }
    }
  }
  for (let r = 0; r < rules.length; r++) {
    const verdict = verdictName((verdicts[r] as Uint8Array)[card.index] as number);
    if (verdict === null || (failuresFirst && verdict === 'fail')) continue;
    reasons.push((rules[r] as CardRule).explain(card, who, verdict));
  }
  return reasons;
}

/** Only the criteria the card's applicant meets (not those assumed met), in rule order. */
function passedReasons(
  rules: readonly CardRule[],
  verdicts: readonly Uint8Array[],
  card: PreparedCard,
  who: PreparedApplicant,
): string[] {
  const reasons: string[] = [];
  for (let r = 0; r < rules.length; r++) {
    if (verdictName((verdicts[r] as Uint8Array)[card.index] as number) === 'pass') {
      reasons.push((rules[r] as CardRule).explain(card, who, 'pass'));
    }
  }
  return reasons;
}

function bitCount(bits: number): number {
  let n = 0;
  for (let b = bits; b !== 0; b &= b - 1) n++;
  return n;
}
