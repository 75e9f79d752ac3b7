import { cardRules } from './criteria.js';
import { prepareCard } from './prepare.js';
import type { CardRule, MatchableCard, PreparedCard, RuleJudge } from './types.js';

/**
 * A catalog ready to match: every card prepared once (city index, accepted employers, amounts
 * in words), each rule's judge compiled over typed columns, the ranking's columns, and a fixed
 * tie-break order. Build it when the catalog changes, not per applicant.
 */
export interface CompiledCatalog<C extends MatchableCard = MatchableCard> {
  readonly cards: readonly C[];
  readonly prepared: readonly PreparedCard[];
  readonly rules: readonly CardRule[];
  /** One judge per rule, in the order of `rules`. */
  readonly judges: readonly RuleJudge[];
  /** Card index by tie-break rank: lower annual fee, then name (code-unit order), then id. */
  readonly byRank: Int32Array;
  /** The ranking's facts as columns (see fit.ts). */
  readonly fit: FitColumns;
  /**
   * Working memory of `recommend`, reused from call to call so that matching an applicant
   * allocates only its results (a call runs to its end before the next starts; a rule must
   * not call `recommend` on the catalog it is judging).
   */
  readonly scratch: Scratch;
}

export interface Scratch {
  readonly verdicts: readonly Uint8Array[];
  readonly failed: Uint8Array;
  readonly unknowns: Uint8Array;
  readonly scores: Float64Array;
  readonly eligibleKeys: Float64Array;
  readonly ineligibleOrder: Int32Array;
}

export interface FitColumns {
  /** The tie-break rank of each card. */
  readonly staticRank: Int32Array;
  readonly issuer: Float64Array;
  /** Minimum income by employment (salaried, self-employed, professional); NaN: none. */
  readonly minIncome: readonly [Float64Array, Float64Array, Float64Array];
  readonly fee: Float64Array;
  readonly rating: Float64Array;
  /** Category ids 0-30 as bits; `otherCategories` holds the larger ids (usually none). */
  readonly categoryBits: Int32Array;
  readonly otherCategories: readonly (readonly number[] | null)[];
}

/** Category ids below this are kept as bits. */
export const CATEGORY_BITS = 31;

export function compileCatalog<C extends MatchableCard>(
  cards: readonly C[],
  options: { rules?: readonly CardRule[] } = {},
): CompiledCatalog<C> {
  const rules = options.rules ?? cardRules;
  const order = cards.map((_, i) => i);
  order.sort((a, b) => tieBreak(cards[a] as C, cards[b] as C) || a - b);
  const rankOf = new Int32Array(cards.length);
  const byRank = new Int32Array(cards.length);
  order.forEach((index, rank) => {
    rankOf[index] = rank;
    byRank[rank] = index;
  });
  const prepared = cards.map((card, i) => prepareCard(card, i, rankOf[i] as number));
  return {
    cards,
    prepared,
    rules,
    judges: rules.map((rule) => rule.compile(prepared)),
    byRank,
    fit: fitColumns(prepared),
    scratch: {
      verdicts: rules.map(() => new Uint8Array(cards.length)),
      failed: new Uint8Array(cards.length),
      unknowns: new Uint8Array(cards.length),
      scores: new Float64Array(cards.length),
      eligibleKeys: new Float64Array(cards.length),
      ineligibleOrder: new Int32Array(cards.length),
    },
  };
}

function fitColumns(cards: readonly PreparedCard[]): FitColumns {
  const col = (of: (c: PreparedCard) => number | null) =>
    Float64Array.from(cards, (c) => of(c) ?? Number.NaN);
  return {
    staticRank: Int32Array.from(cards, (c) => c.staticRank),
    issuer: col((c) => c.issuerBankId),
    minIncome: [col((c) => c.minIncome[0]), col((c) => c.minIncome[1]), col((c) => c.minIncome[2])],
    fee: col((c) => c.annualFee),
    rating: col((c) => c.rating),
    categoryBits: Int32Array.from(cards, (c) => categoryBits(c.categoryIds)),
    otherCategories: cards.map((c) => {
      const other = [...c.categoryIds].filter((id) => !isBit(id));
      return other.length ? other : null;
    }),
  };
}

export const isBit = (id: number) => Number.isInteger(id) && id >= 0 && id < CATEGORY_BITS;

export function categoryBits(ids: Iterable<number>): number {
  let bits = 0;
  for (const id of ids) if (isBit(id)) bits |= 1 << id;
  return bits;
}

function tieBreak(a: MatchableCard, b: MatchableCard): number {
  return a.annual_fee - b.annual_fee || compareText(a.name, b.name) || a.id - b.id;
}

/** Code-unit order: the same on every runtime and locale. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
