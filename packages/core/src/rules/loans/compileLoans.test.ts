import { describe, expect, it } from 'vitest';
import { lenderCatalog } from '../../catalog/lenders/lenderCatalog.js';
import { compileLoans, indicativeRateBp } from './compileLoans.js';
import { testProduct } from './loans.fixture.js';
import { creditLevelIndex } from './prepareLoanApplicant.js';

describe('compileLoans', () => {
  it('sorts the catalog by kind, keeping every product once', () => {
    const c = compileLoans(lenderCatalog);
    const all = [...c.byKind.personal, ...c.byKind.business, ...c.byKind.home];
    expect(all).toHaveLength(lenderCatalog.length);
    expect(new Set(all.map((p) => p.product.id)).size).toBe(lenderCatalog.length);
  });

  it("precomputes the rate for each profession and credit level, NaN where it isn't offered", () => {
    const [p] = compileLoans([testProduct()]).byKind.personal;
    // salaried 12–24%: unknown, no credit, average → 24%; excellent → 18%; outstanding → 12%.
    expect(p?.rateBp[0]).toEqual([2400, 2400, 2400, 1800, 1200]);
    expect(p?.rateBp[2]?.every(Number.isNaN)).toBe(true);
    expect(p?.minIncomeText).toEqual(['₹25,000 a month', '₹40,000 a month', '']);
    expect(p?.ageText).toBe('21–60');
  });

  it('rounds the middle of a range to the basis point', () => {
    expect(indicativeRateBp(1099, 2200, 3)).toBe(1650);
  });

  it('places scores in the credit levels (No Credit -1, Average 0–600, Excellent 601–750, Outstanding 751+)', () => {
    expect([null, -1, 0, 600, 601, 750, 751, 900].map(creditLevelIndex)).toEqual([
      0, 1, 2, 2, 3, 3, 4, 4,
    ]);
  });
});
