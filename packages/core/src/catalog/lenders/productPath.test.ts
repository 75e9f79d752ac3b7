import { describe, expect, it } from 'vitest';
import { lenderCatalog } from './lenderCatalog.js';
import { productAt, productPath, slugOf } from './productPath.js';

describe('the lender pages’ paths', () => {
  it('slugs names', () => {
    expect(slugOf('IDFC FIRST Bank')).toBe('idfc-first-bank');
    expect(slugOf('  Bajaj Finance (Personal) ')).toBe('bajaj-finance-personal');
  });

  it('gives every product of the catalog its own path, found again from it', () => {
    const paths = lenderCatalog.map(productPath);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of lenderCatalog) {
      const [, , bank, slug] = productPath(p).split('/');
      expect(productAt(lenderCatalog, p.kind, bank ?? '', slug ?? '')).toBe(p);
    }
    expect(productPath(lenderCatalog.find((p) => p.id === 5021) ?? lenderCatalog[0]!)).toBe(
      '/personal-loan/axis-bank/personal-loan',
    );
    expect(productAt(lenderCatalog, 'home', 'axis-bank', 'personal-loan')).toBeUndefined();
  });
});
