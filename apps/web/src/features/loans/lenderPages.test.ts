import { lenderCatalog } from '@tara/core/catalog';
import { describe, expect, it } from 'vitest';
import { areaName, exampleKfs, isUnsure, productsInArea, productsOfKind } from './lenderPages';

describe('the lender pages’ rules', () => {
  it('lists a kind by lender name, and an area’s personal loans', () => {
    const personal = productsOfKind(lenderCatalog, 'personal');
    expect(personal.length).toBe(10);
    const names = personal.map((p) => p.lenderName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(productsInArea(lenderCatalog, undefined)).toEqual(personal);
    const mumbai = productsInArea(lenderCatalog, 'mumbai');
    expect(mumbai.length).toBeGreaterThan(0);
    for (const p of mumbai) expect(p.cities === null || p.cities.includes('Mumbai')).toBe(true);
    expect(productsInArea(lenderCatalog, 'atlantis').every((p) => p.cities === null)).toBe(true);
  });

  it('names an area', () => {
    expect(areaName(lenderCatalog, 'navi-mumbai')).toBe('Navi Mumbai');
  });

  it('links an example KFS within the product', () => {
    const axis = lenderCatalog.find((p) => p.id === 5021);
    if (!axis) throw new Error('no Axis personal loan');
    expect(exampleKfs(axis)).toEqual({
      path: '/personal-loan/kfs/5021?amount=500000&tenure=36&employment=salaried&creditLevel=excellent',
      amount: 5_00_000,
      tenure: 36,
    });
    expect(exampleKfs({ ...axis, rates: {} })).toBeNull();
    expect(exampleKfs({ ...axis, amount: { min: 50_000, max: 3_00_000 } })?.amount).toBe(3_00_000);
  });

  it('marks the facts the catalog is not sure of', () => {
    expect(isUnsure({ unsure: ['amount.max', 'rates'] }, 'amount')).toBe(true);
    expect(isUnsure({ unsure: ['amount.max', 'rates'] }, 'rates')).toBe(true);
    expect(isUnsure({ unsure: ['amount.max'] }, 'minCreditScore')).toBe(false);
    expect(isUnsure({}, 'rates')).toBe(false);
  });
});
