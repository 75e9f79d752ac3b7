import {
  type Employment,
  type LoanApplicant,
  type LoanKind,
  type LoanProduct,
  lenderCatalog,
  PROPERTY_TYPES,
} from '@tara/core';
import { prng } from './prng.js';

// The loan eligibility bench's data (decision 047): products generated from the lender
// catalog and applicants, both seeded, so every run sees the same data.

export const PER_KIND = 1_000;
export const KINDS: readonly LoanKind[] = ['personal', 'business', 'home'];

const CITIES = [
  'Mumbai',
  'New Delhi',
  'Bengaluru',
  'Chennai',
  'Hyderabad',
  'Pune',
  'Jaipur',
  'Lucknow',
  'Patna',
  'Indore',
];

/** PER_KIND products of each kind: the catalog's products of that kind, varied. */
export function generateLoanProducts(seed = 2026): LoanProduct[] {
  const rnd = prng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const out: LoanProduct[] = [];
  for (const kind of KINDS) {
    const base = lenderCatalog.filter((p) => p.kind === kind);
    for (let i = 0; i < PER_KIND; i++) {
      const p = base[i % base.length] as LoanProduct;
      const shift = int(-150, 150);
      const rates: LoanProduct['rates'] = {};
      for (const [e, r] of Object.entries(p.rates)) {
        if (r)
          rates[e as Employment] = {
            minBp: Math.max(600, r.minBp + shift),
            maxBp: r.maxBp + shift + 100,
          };
      }
      out.push({
        ...p,
        id: out.length + 1,
        name: `${p.name} ${i + 1}`,
        rates,
        minCreditScore: rnd() < 0.1 ? -1 : int(60, 78) * 10,
        cities: rnd() < 0.6 ? null : CITIES.filter(() => rnd() < 0.5),
        minAnnualTurnover: kind === 'business' ? int(0, 8) * 10_00_000 : 0,
      });
    }
  }
  return out;
}

export function generateLoanApplicants(count: number, seed = 7): LoanApplicant[] {
  const rnd = prng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]) => xs[int(0, xs.length - 1)] as T;
  const maybe = <T>(p: number, v: () => T): T | null => (rnd() < p ? null : v());
  return Array.from({ length: count }, () => {
    const kind = pick(KINDS);
    const employment =
      kind === 'business'
        ? pick<Employment>(['selfEmployed', 'professional'])
        : pick<Employment>(['salaried', 'salaried', 'selfEmployed', 'professional']);
    return {
      kind,
      age: maybe(0.05, () => int(19, 72)),
      employment,
      monthlyIncome: maybe(0.05, () => int(10, 400) * 1_000),
      coApplicantIncome: kind === 'home' && rnd() < 0.3 ? int(20, 150) * 1_000 : 0,
      existingEmis: rnd() < 0.5 ? 0 : int(1, 40) * 1_000,
      city: maybe(0.1, () => pick(CITIES)),
      creditScore: maybe(0.1, () => (rnd() < 0.1 ? -1 : int(550, 880))),
      itrFiled: maybe(0.2, () => rnd() < 0.8),
      businessVintageYears: maybe(0.2, () => int(0, 15)),
      annualTurnover: maybe(0.2, () => int(5, 500) * 1_00_000),
      propertyValue: kind === 'home' ? maybe(0.1, () => int(10, 300) * 1_00_000) : null,
      propertyType: kind === 'home' ? maybe(0.2, () => pick(PROPERTY_TYPES)) : null,
      amount: maybe(0.1, () => (kind === 'home' ? int(5, 200) * 1_00_000 : int(1, 40) * 50_000)),
      tenureMonths: maybe(0.1, () => (kind === 'home' ? int(5, 30) * 12 : int(12, 72))),
    };
  });
}
