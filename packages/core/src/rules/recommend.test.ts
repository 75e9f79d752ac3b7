import { describe, expect, it } from 'vitest';
import { compileCatalog } from './compileCatalog.js';
import { cardRules, criterionOf } from './criteria.js';
import { fitParts, fitScore, round2 } from './fit.js';
import type { Applicant, EmployerCategory, MatchableCard } from './index.js';
import { prepareApplicant, prepareCard } from './prepare.js';
import { recommend, smallestSorted } from './recommend.js';
import { applicant, card, prng } from './rules.fixture.js';

const names = <C extends MatchableCard>(list: { card: C }[]) => list.map((e) => e.card.name);

describe('recommend', () => {
  const cards = [
    card(1, 'Entry', { minIncomeSalaried: 15_000 }, { annual_fee: 0 }),
    card(2, 'Premium', { minIncomeSalaried: 75_000 }, { annual_fee: 2_500 }),
    card(3, 'Too rich', { minIncomeSalaried: 200_000 }),
    card(4, 'Pune only', { cities: ['Pune'], minAge: 35 }),
    card(5, 'Secured', { minExistingCardLimit: 50_000 }),
  ];
  const catalog = compileCatalog(cards);

  it('lists the eligible cards apart from the others, each with its reasons', () => {
    const r = recommend(catalog, applicant());
    expect(r.counts).toEqual({ eligible: 2, ineligible: 3, total: 5 });
    expect(names(r.eligible)).toEqual(['Premium', 'Entry']);
    expect(r.eligible[0]?.reasons).toEqual([
      'income ₹80,000 meets the ₹75,000 minimum',
      'age 30 is within 21–60',
      'offered in every city',
    ]);
    // Fewest failures first; within a count, the lower fee, then the name.
    expect(names(r.ineligible)).toEqual(['Secured', 'Too rich', 'Pune only']);
    expect(r.ineligible.map((x) => x.failed)).toEqual([1, 1, 2]);
    expect(r.ineligible[2]?.reasons).toEqual([
      'age 30 is below the minimum 35',
      'not offered in your city',
      'income ₹80,000 meets the ₹25,000 minimum',
    ]);
    expect(r.ineligible[0]?.reasons[0]).toBe(
      'needs an existing credit card with a limit of ₹50,000',
    );
  });

  it('explains the score: its parts add up to it', () => {
    const r = recommend(catalog, applicant({ bankId: 2, spendCategoryIds: [7] }));
    const premium = r.eligible[0];
    expect(premium?.fit).toEqual([
      { key: 'issuer', points: 20, reason: 'you already bank with the issuer' },
      {
        key: 'incomeFit',
        points: 9.38,
        reason: 'made for your income: its ₹75,000 minimum is 94\u00a0% of yours',
      },
      { key: 'rewards', points: 0, reason: 'rewards none of your spend categories' },
      {
        key: 'fee',
        points: -0.62,
        reason: 'annual fee ₹2,500 is 3\u00a0% of your monthly income',
      },
    ]);
    const sum = premium?.fit.reduce((s, p) => s + p.points, 0) ?? 0;
    expect(premium?.score).toBeCloseTo(sum, 1);
    expect(r.eligible[1]?.fit.find((p) => p.key === 'fee')?.reason).toBe('no annual fee');
  });

  it('ranks the issuer relationship, then the income fit, rewards and rating', () => {
    const list = [
      card(1, 'Entry', { minIncomeSalaried: 15_000 }),
      card(2, 'Premium', { minIncomeSalaried: 75_000 }),
      card(3, 'Rated', { minIncomeSalaried: 15_000 }, { ratings: 4.5 }),
      card(4, 'Travel', { minIncomeSalaried: 15_000 }, { categories: [{ id: 2 }, { id: 7 }] }),
      card(5, 'My bank', { minIncomeSalaried: 15_000 }),
    ];
    const r = recommend(compileCatalog(list), applicant({ bankId: 5, spendCategoryIds: [2, 7] }));
    // A 4.5 rating (+9) outweighs Premium's income fit (+9.38 against Entry's +1.88).
    expect(names(r.eligible)).toEqual(['My bank', 'Travel', 'Rated', 'Premium', 'Entry']);
    expect(r.eligible.find((e) => e.card.name === 'Travel')?.fit).toContainEqual({
      key: 'rewards',
      points: 12,
      reason: 'rewards 2 of your 2 spend categories',
    });
    expect(r.eligible.find((e) => e.card.name === 'Rated')?.fit).toContainEqual({
      key: 'rating',
      points: 9,
      reason: 'rated 4.5 of 5',
    });
  });

  it('costs a little for each criterion taken on trust, and says so', () => {
    const r = recommend(catalog, applicant({ age: null }));
    const entry = r.eligible.find((e) => e.card.name === 'Entry');
    expect(entry?.reasons).toContain('age not given; the card needs 21–60');
    // "Why it fits" (fits) names only the criteria met, never one taken on trust.
    expect(entry?.fits).toEqual([
      'income ₹80,000 meets the ₹15,000 minimum',
      'offered in every city',
    ]);
    expect(entry?.fit).toContainEqual({
      key: 'unknowns',
      points: -2,
      reason: '1 condition assumed met (details not given)',
    });
  });

  it('breaks ties by annual fee, then name, then id, whatever the input order', () => {
    const twins = [
      card(30, 'Beta', {}, { annual_fee: 100 }),
      card(10, 'Alpha', {}, { annual_fee: 100 }),
      card(20, 'Alpha', {}, { annual_fee: 100 }),
      card(40, 'Zed', {}, { annual_fee: 0 }),
    ].map((c) => ({ ...c, issuer_bank_id: 1 }));
    const expected = [40, 10, 20, 30];
    for (const order of [twins, [...twins].reverse(), [twins[2], twins[0], twins[3], twins[1]]]) {
      const r = recommend(
        compileCatalog(order as MatchableCard[]),
        applicant({ monthlyIncome: null }),
      );
      expect(r.eligible.map((e) => e.card.id)).toEqual(expected);
    }
  });

  it('pages both lists', () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      card(i + 1, `Card ${String(i + 1).padStart(2, '0')}`, { minAge: i % 2 ? 40 : 21 }),
    );
    const big = compileCatalog(many);
    const all = recommend(big, applicant(), { limit: Infinity, ineligibleLimit: Infinity });
    expect(all.eligible).toHaveLength(15);
    expect(all.ineligible).toHaveLength(15);
    const page = recommend(big, applicant(), {
      offset: 5,
      limit: 5,
      ineligibleOffset: 10,
      ineligibleLimit: 10,
    });
    expect(page.eligible.map((e) => e.card.id)).toEqual(
      all.eligible.slice(5, 10).map((e) => e.card.id),
    );
    expect(page.ineligible.map((e) => e.card.id)).toEqual(
      all.ineligible.slice(10).map((e) => e.card.id),
    );
    expect(page.counts).toEqual({ eligible: 15, ineligible: 15, total: 30 });
    expect(recommend(big, applicant(), { offset: 99 }).eligible).toEqual([]);
  });

  it('can leave the fit parts out', () => {
    const r = recommend(catalog, applicant(), { explainFit: false });
    expect(r.eligible[0]?.fit).toEqual([]);
    expect(r.eligible[0]?.score).toBe(recommend(catalog, applicant()).eligible[0]?.score);
  });

  it('handles an empty catalog', () => {
    expect(recommend(compileCatalog([]), applicant())).toEqual({
      eligible: [],
      ineligible: [],
      counts: { eligible: 0, ineligible: 0, total: 0 },
    });
  });
});

describe('recommend over a generated catalog', () => {
  const rnd = prng(7);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const cities = ['Mumbai', 'Pune', 'Delhi', 'Chennai', 'Jaipur'];
  const employers: EmployerCategory[] = ['government', 'psu', 'pvtLtd', 'doctor', 'llp'];
  const cards: MatchableCard[] = Array.from({ length: 400 }, (_, i) => ({
    id: i + 1,
    name: `Card ${i % 37}`,
    issuer_bank_id: 1 + Math.floor(rnd() * 6),
    annual_fee: Math.floor(rnd() * 6) * 500,
    ratings: rnd() < 0.3 ? null : Math.round(rnd() * 50) / 10,
    categories: [{ id: 1 + Math.floor(rnd() * 8) }, { id: rnd() < 0.1 ? 40 : 3 }],
    eligibility: {
      minIncomeSalaried: rnd() < 0.1 ? null : 10_000 + Math.floor(rnd() * 20) * 5_000,
      minIncomeSelfEmployed: rnd() < 0.2 ? null : 20_000 + Math.floor(rnd() * 20) * 5_000,
      ...(rnd() < 0.3 ? { minIncomeProfessional: rnd() < 0.2 ? null : 30_000 } : {}),
      minAge: 18 + Math.floor(rnd() * 6),
      maxAge: 55 + Math.floor(rnd() * 15),
      cities: rnd() < 0.5 ? null : cities.filter(() => rnd() < 0.5),
      employerCategories: rnd() < 0.3 ? employers.filter(() => rnd() < 0.5) : null,
      minCreditHistory: rnd() < 0.3 ? pick(['average', 'excellent', 'outstanding'] as const) : null,
      minExistingCardLimit: rnd() < 0.15 ? Math.floor(rnd() * 3) * 50_000 : null,
    },
  }));
  const applicants: Applicant[] = Array.from({ length: 40 }, () => ({
    employment: pick(['salaried', 'selfEmployed', 'professional'] as const),
    age: rnd() < 0.1 ? null : 18 + Math.floor(rnd() * 50),
    city: rnd() < 0.1 ? null : pick(cities),
    monthlyIncome: rnd() < 0.1 ? null : 10_000 + Math.floor(rnd() * 100) * 2_000,
    bankId: rnd() < 0.5 ? null : 1 + Math.floor(rnd() * 6),
    hasCard: rnd() < 0.5,
    cardLimit: rnd() < 0.2 ? null : Math.floor(rnd() * 4) * 50_000,
    employerCategory: rnd() < 0.2 ? null : pick(employers),
    creditHistory:
      rnd() < 0.2 ? null : pick(['noCredit', 'average', 'excellent', 'outstanding'] as const),
    spendCategoryIds: rnd() < 0.5 ? [] : [1 + Math.floor(rnd() * 8), 40],
  }));
  const catalog = compileCatalog(cards);
  const all = { limit: Infinity, ineligibleLimit: Infinity };

  it('agrees with the criteria judged card by card, and scores as fitScore does', () => {
    const criteria = cardRules.map(criterionOf);
    for (const a of applicants.slice(0, 12)) {
      const r = recommend(catalog, a, all);
      const who = prepareApplicant(a);
      const eligible = new Set(r.eligible.map((e) => e.card.id));
      for (const c of cards) {
        const results = criteria.map((f) => f(c.eligibility, a)).filter((x) => x !== null);
        expect(eligible.has(c.id), `card ${c.id}`).toBe(results.every((x) => x.pass));
      }
      for (const e of r.eligible) {
        const unknowns = e.reasons.filter((s) => s.includes('not given')).length;
        const prepared = prepareCard(e.card, 0);
        expect(e.score).toBe(round2(fitScore(prepared, who, unknowns)));
        const parts = fitParts(prepared, who, unknowns).reduce((s, p) => s + p.points, 0);
        expect(Math.abs(parts - e.score)).toBeLessThan(0.05);
      }
    }
  });

  it('is deterministic: the same answer twice, and after other applicants', () => {
    const first = recommend(catalog, applicants[0] as Applicant, all);
    for (const a of applicants.slice(1, 10)) recommend(catalog, a, all);
    const again = recommend(catalog, applicants[0] as Applicant, all);
    expect(again).toEqual(first);
    const shuffled = compileCatalog([...cards].reverse());
    const other = recommend(shuffled, applicants[0] as Applicant, all);
    expect(other.eligible.map((e) => e.card.id)).toEqual(first.eligible.map((e) => e.card.id));
    expect(other.ineligible.map((e) => e.card.id)).toEqual(first.ineligible.map((e) => e.card.id));
  });

  it('pages give the same cards as slices of the whole ranking', () => {
    for (const a of applicants.slice(0, 10)) {
      const whole = recommend(catalog, a, all);
      for (const [offset, limit] of [
        [0, 1],
        [0, 7],
        [3, 10],
        [20, 15],
        [0, 100],
      ] as const) {
        const page = recommend(catalog, a, {
          offset,
          limit,
          ineligibleOffset: offset,
          ineligibleLimit: limit,
        });
        expect(page.eligible).toEqual(whole.eligible.slice(offset, offset + limit));
        expect(page.ineligible).toEqual(whole.ineligible.slice(offset, offset + limit));
      }
    }
  });

  it('orders the eligible by score, best first', () => {
    for (const a of applicants) {
      const scores = recommend(catalog, a, all).eligible.map((e) => e.score);
      expect(scores).toEqual([...scores].sort((x, y) => y - x));
    }
  });
});

describe('smallestSorted', () => {
  it('puts the k smallest first, in order, for any k', () => {
    const rnd = prng(3);
    for (let round = 0; round < 200; round++) {
      const n = Math.floor(rnd() * 300);
      const values = new Set<number>();
      while (values.size < n) values.add(Math.floor(rnd() * 1e9));
      const keys = Float64Array.from(values);
      const sorted = [...keys].sort((x, y) => x - y);
      const k = Math.floor(rnd() * (n + 2));
      const out = smallestSorted(keys, k);
      expect([...out.subarray(0, k)]).toEqual(sorted.slice(0, k));
      expect([...out].sort((x, y) => x - y)).toEqual(sorted);
    }
  });
});
