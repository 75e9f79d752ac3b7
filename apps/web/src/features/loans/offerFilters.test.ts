import { lenderCatalog } from '@tara/core/catalog';
import { filterLoanOffers } from '@tara/core/rules/loans';
import { describe, expect, it } from 'vitest';
import { FILTER_DEFAULTS, lendersOf, loanOfferFilters } from './offerFilters';

const personal = lenderCatalog.filter((p) => p.kind === 'personal').map((product) => ({ product }));
const kept = (over: Partial<typeof FILTER_DEFAULTS>) =>
  filterLoanOffers(personal, loanOfferFilters({ ...FILTER_DEFAULTS, ...over })).map(
    (o) => o.product.lenderName,
  );

describe('loanOfferFilters', () => {
  it('keeps every offer by default', () => {
    expect(kept({})).toHaveLength(personal.length);
  });

  it('reads each §4.4 filter', () => {
    expect(
      loanOfferFilters({ ...FILTER_DEFAULTS, amount: '4000000', creditHistory: '-1' }),
    ).toMatchObject({
      loanAmount: 40_00_000,
      creditHistory: -1,
      professionId: null,
      preClosureMonths: null,
    });
    // Only lenders lending ₹40 lakh or more.
    const big = kept({ amount: '4000000' });
    expect(big.length).toBeGreaterThan(0);
    expect(big.length).toBeLessThan(personal.length);
    // One bank.
    expect(kept({ bankIds: [502] })).toEqual(['Axis Bank']);
    // Pre-closure any time only.
    for (const name of kept({ preClosure: '0' })) {
      expect(personal.find((o) => o.product.lenderName === name)?.product.preClosureMonths).toBe(0);
    }
    // Average level: no lender of the catalog takes a score of 600 or less.
    expect(kept({ creditLevel: 'average' })).toEqual([]);
    // Self Employed (9): only products with a self-employed rate.
    expect(kept({ professionId: '9' }).length).toBeLessThan(personal.length);
  });
});

describe('lendersOf', () => {
  it('lists each lender once, by name', () => {
    const lenders = lendersOf(personal.map((o) => o.product));
    expect(lenders.map((l) => l.name)).toEqual([...lenders.map((l) => l.name)].sort());
    expect(new Set(lenders.map((l) => l.id)).size).toBe(lenders.length);
  });
});
