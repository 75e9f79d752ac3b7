import { type CompiledCatalog, compileCatalog } from './compileCatalog.js';
import { cardCriteria, cardRules, ruleOf } from './criteria.js';
import { recommend } from './recommend.js';
import type { Applicant, Criterion, MatchableCard, Recommended } from './types.js';

/**
 * Every card with whether the applicant is eligible and why, in plain words, as one list:
 * the eligible cards first, ranked by fit (see `recommend`), then the others, fewest failed
 * criteria first, each with its failures first. Pass a compiled catalog to match many
 * applicants against the same cards; pass plain functions as `criteria` to replace the rules.
 */
export function recommendCards<C extends MatchableCard>(
  cards: readonly C[] | CompiledCatalog<C>,
  applicant: Applicant,
  criteria?: readonly Criterion[],
): Recommended<C>[] {
  const rules =
    criteria === undefined || criteria === cardCriteria
      ? cardRules
      : criteria.map((c) => ruleOf(c));
  let catalog: CompiledCatalog<C>;
  if ('byRank' in cards) {
    catalog = rules === cards.rules ? cards : compileCatalog(cards.cards, { rules });
  } else {
    catalog = compileCatalog(cards, { rules });
  }
  const all = {
    limit: Number.POSITIVE_INFINITY,
    ineligibleLimit: Number.POSITIVE_INFINITY,
    explainFit: false,
  };
  const { eligible, ineligible } = recommend(catalog, applicant, all);
  // Object.assign, not spread: on Node 20 spreading 10,000 cards costs ~25 ms, this ~1 ms.
  const list: Recommended<C>[] = [];
  for (const e of eligible)
    list.push(Object.assign({}, e.card, { eligible: true, reasons: e.reasons }));
  for (const x of ineligible) {
    list.push(Object.assign({}, x.card, { eligible: false, reasons: x.reasons }));
  }
  return list;
}
