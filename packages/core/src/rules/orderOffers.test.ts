import { describe, expect, it } from 'vitest';
import { type OrderableOffer, offerSortOf, orderOffers, shortlistOffers } from './orderOffers.js';

const SBI = 4;
const HDFC = 2;
const offer = (
  id: number,
  name: string,
  bank: number,
  score: number | null,
  fee = 0,
  rewards = 0,
): OrderableOffer => ({
  id,
  name,
  issuer_bank_id: bank,
  eligible: score !== null,
  score,
  annual_fee: fee,
  discounted_fee: fee,
  categories: Array.from({ length: rewards }, (_, i) => ({ id: i + 1 })),
});

// The engine's order: eligible by fit, then ineligible by fewest failures.
const engine = [
  offer(1, 'Axis Ace', 9, 30, 500, 1),
  offer(2, 'HDFC Millennia', HDFC, 25, 1000, 3),
  offer(3, 'SBI SimplyCLICK', SBI, 10, 499, 2),
  offer(4, 'SBI Elite', SBI, 12, 4999, 4),
  offer(5, 'Amex Gold', 7, null, 4500, 5),
  offer(6, 'SBI Prime', SBI, null, 2999, 1),
];
const ids = (list: OrderableOffer[]) => list.map((o) => o.id);

describe('orderOffers', () => {
  it('by fit: the journey issuer first, then the score, the ineligible after', () => {
    expect(ids(orderOffers(engine, 'fit', [SBI]))).toEqual([4, 3, 1, 2, 6, 5]);
  });

  it('without an issuer: the fit score alone, ineligible in the engine order', () => {
    expect(ids(orderOffers(engine, 'fit', []))).toEqual([1, 2, 4, 3, 5, 6]);
  });

  it('by fees: lowest first-year fee first, eligible still first', () => {
    expect(ids(orderOffers(engine, 'fees', [SBI]))).toEqual([3, 1, 2, 4, 6, 5]);
  });

  it('by rewards: most reward categories first', () => {
    expect(ids(orderOffers(engine, 'rewards', [SBI]))).toEqual([4, 2, 3, 1, 5, 6]);
  });

  it('does not change its input', () => {
    const copy = [...engine];
    orderOffers(engine, 'fees', [SBI]);
    expect(engine).toEqual(copy);
  });
});

describe('shortlistOffers', () => {
  it('is the best few eligible cards of the fit order', () => {
    expect(ids(shortlistOffers(engine, [SBI]))).toEqual([4, 3, 1]);
    expect(ids(shortlistOffers(engine, [SBI], 1))).toEqual([4]);
    expect(shortlistOffers(engine.slice(4), [SBI])).toEqual([]);
  });
});

describe('offerSortOf', () => {
  it('reads a known sort, else fit', () => {
    expect(offerSortOf('fees')).toBe('fees');
    expect(offerSortOf('rewards')).toBe('rewards');
    expect(offerSortOf('name')).toBe('fit');
    expect(offerSortOf(null)).toBe('fit');
  });
});
