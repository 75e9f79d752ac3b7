import { describe, expect, it } from 'vitest';
import { howLoanOffersAreOrdered, orderLoanOffers } from './orderLoanOffers.js';

const offer = (id: number, lenderName: string, aprBp: number, emiPaise: number) => ({
  product: { id, lenderName, name: 'Personal Loan' },
  offer: { aprBp, emiPaise },
});

describe('orderLoanOffers', () => {
  it('orders by APR, then EMI, then lender name, then id', () => {
    const offers = [
      offer(1, 'Zeta', 1500, 900_000),
      offer(2, 'Alpha', 1600, 800_000),
      offer(3, 'Beta', 1500, 800_000),
      offer(4, 'Alpha', 1500, 900_000),
      offer(5, 'Alpha', 1500, 900_000),
    ];
    expect(orderLoanOffers(offers).map((o) => o.product.id)).toEqual([3, 4, 5, 1, 2]);
  });

  it('leaves its input alone', () => {
    const offers = [offer(1, 'B', 2, 1), offer(2, 'A', 1, 1)];
    orderLoanOffers(offers);
    expect(offers.map((o) => o.product.id)).toEqual([1, 2]);
  });

  it('tells the page how offers are matched and ordered', () => {
    expect(howLoanOffersAreOrdered()).toMatch(/no lender pays for a place/);
    expect(howLoanOffersAreOrdered()).toMatch(/ordered by APR/);
  });
});
