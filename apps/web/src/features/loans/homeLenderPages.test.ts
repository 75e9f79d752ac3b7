import { lenderCatalog } from '@tara/core/catalog';
import { describe, expect, it } from 'vitest';
import { exampleKfs, productsInArea } from './lenderPages';

// The home-loan pages' rules (decision 056): the home loans of an area, an example KFS.
describe('home-loan lender pages', () => {
  it('lists only home loans, by lender name, and keeps those sold in the area', () => {
    const all = productsInArea(lenderCatalog, undefined, 'home');
    expect(all.length).toBe(9);
    expect(all.every((p) => p.kind === 'home')).toBe(true);
    const names = all.map((p) => p.lenderName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    // Bajaj Housing Finance lends in some cities only: not in Nagpur.
    const nagpur = productsInArea(lenderCatalog, 'nagpur', 'home').map((p) => p.lenderName);
    expect(nagpur).not.toContain('Bajaj Housing Finance');
    expect(productsInArea(lenderCatalog, 'pune', 'home').map((p) => p.lenderName)).toContain(
      'Bajaj Housing Finance',
    );
  });

  it('links a home loan’s example KFS: ₹30 lakh over 20 years, on the home-loan path', () => {
    const hdfc = productsInArea(lenderCatalog, undefined, 'home').find(
      (p) => p.lenderName === 'HDFC Bank',
    );
    if (!hdfc) throw new Error('no HDFC Bank home loan');
    expect(exampleKfs(hdfc)).toEqual({
      path: `/home-loan/kfs/${hdfc.id}?amount=3000000&tenure=240&employment=salaried&creditLevel=excellent`,
      amount: 30_00_000,
      tenure: 240,
    });
  });
});
