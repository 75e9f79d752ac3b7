import { describe, expect, it } from 'vitest';
import {
  ageCriterion,
  cardRules,
  cityCriterion,
  creditHistoryCriterion,
  employerCriterion,
  existingCardCriterion,
  incomeCriterion,
  judgeCard,
} from './criteria.js';
import { prepareApplicant, prepareCard } from './prepare.js';
import { applicant, card, eligibility } from './rules.fixture.js';
import type { Criterion } from './types.js';

const check = (criterion: Criterion, e = {}, a = {}) => criterion(eligibility(e), applicant(a));

describe('income', () => {
  it.each([
    [
      'salaried at the minimum',
      {},
      { monthlyIncome: 25_000 },
      true,
      'income ₹25,000 meets the ₹25,000 minimum',
    ],
    [
      'salaried a rupee short',
      {},
      { monthlyIncome: 24_999 },
      false,
      'income ₹24,999 is below the ₹25,000 minimum',
    ],
    [
      'self-employed uses its own minimum',
      {},
      { employment: 'selfEmployed' },
      true,
      'income ₹80,000 meets the ₹40,000 minimum',
    ],
    [
      'professional falls back to the self-employed minimum',
      {},
      { employment: 'professional', monthlyIncome: 39_000 },
      false,
      'income ₹39,000 is below the ₹40,000 minimum',
    ],
    [
      'professional with its own minimum',
      { minIncomeProfessional: 30_000 },
      { employment: 'professional', monthlyIncome: 39_000 },
      true,
      'income ₹39,000 meets the ₹30,000 minimum',
    ],
    [
      'a group the card is not for',
      { minIncomeSalaried: null },
      {},
      false,
      'not offered to salaried applicants',
    ],
    [
      'self-employed not offered',
      { minIncomeSelfEmployed: null },
      { employment: 'selfEmployed' },
      false,
      'not offered to self-employed applicants',
    ],
    [
      'professionals not offered',
      { minIncomeProfessional: null },
      { employment: 'professional' },
      false,
      'not offered to self-employed professionals',
    ],
    [
      'lakh grouping',
      { minIncomeSalaried: 150_000 },
      { monthlyIncome: 1_250_000 },
      true,
      'income ₹12,50,000 meets the ₹1,50,000 minimum',
    ],
  ] as const)('%s', (_, e, a, pass, reason) => {
    expect(check(incomeCriterion, e, a)).toEqual({ pass, reason });
  });

  it('gives the benefit of the doubt when the income is not given', () => {
    expect(check(incomeCriterion, {}, { monthlyIncome: null })).toEqual({
      pass: true,
      unknown: true,
      reason: 'income not given; the minimum is ₹25,000',
    });
  });
});

describe('age', () => {
  it.each([
    [21, true, 'age 21 is within 21–60'],
    [60, true, 'age 60 is within 21–60'],
    [20, false, 'age 20 is below the minimum 21'],
    [61, false, 'age 61 is above the maximum 60'],
  ])('age %i', (age, pass, reason) => {
    expect(check(ageCriterion, {}, { age })).toEqual({ pass, reason });
  });

  it('unknown age passes and says so', () => {
    expect(check(ageCriterion, {}, { age: null })).toEqual({
      pass: true,
      unknown: true,
      reason: 'age not given; the card needs 21–60',
    });
  });
});

describe('city', () => {
  const metros = { cities: ['Mumbai', 'New Delhi'] };
  it.each([
    ['every city', {}, { city: null }, true, 'offered in every city'],
    ['listed, any case and spacing', metros, { city: ' mumbai ' }, true, 'offered in Mumbai'],
    ['two-word city', metros, { city: 'new delhi' }, true, 'offered in New Delhi'],
    ['not listed', metros, { city: 'Patna' }, false, 'not offered in your city'],
    ["'others' (no city)", metros, { city: null }, false, 'not offered in your city'],
    ['empty list', { cities: [] }, { city: 'Mumbai' }, false, 'not offered in your city'],
  ] as const)('%s', (_, e, a, pass, reason) => {
    expect(check(cityCriterion, e, a)).toEqual({ pass, reason });
  });
});

describe('employer category', () => {
  const govt = { employerCategories: ['government', 'psu', 'armedForces'] as const };
  it('does not apply to a card that takes every employer', () => {
    expect(check(employerCriterion, {}, { employerCategory: 'pvtLtd' })).toBeNull();
  });
  it.each([
    ['accepted', { employerCategory: 'psu' }, true, 'employer category PSU is accepted'],
    [
      'not accepted',
      { employerCategory: 'pvtLtd' },
      false,
      'employer category Pvt Ltd is not accepted; the card takes Government, PSU, Armed Forces',
    ],
  ] as const)('%s', (_, a, pass, reason) => {
    expect(check(employerCriterion, govt, a)).toEqual({ pass, reason });
  });
  it('unknown employer passes and says what the card takes', () => {
    expect(check(employerCriterion, govt, {})).toEqual({
      pass: true,
      unknown: true,
      reason: 'employer not given; the card takes Government, PSU, Armed Forces',
    });
  });
  it('an empty list takes nobody', () => {
    expect(
      check(employerCriterion, { employerCategories: [] }, { employerCategory: 'doctor' }),
    ).toMatchObject({ pass: false });
  });
});

describe('credit history', () => {
  const excellent = { minCreditHistory: 'excellent' } as const;
  it('does not apply without a minimum', () => {
    expect(check(creditHistoryCriterion, {}, { creditHistory: 'average' })).toBeNull();
  });
  it.each([
    ['outstanding', true, 'credit history Excellent (751–900) meets the Good (601–750) minimum'],
    ['excellent', true, 'credit history Good (601–750) meets the Good (601–750) minimum'],
    ['average', false, 'credit history Fair (300–600) is below the Good (601–750) minimum'],
    ['noCredit', false, 'credit history No credit history is below the Good (601–750) minimum'],
  ] as const)('%s', (creditHistory, pass, reason) => {
    expect(check(creditHistoryCriterion, excellent, { creditHistory })).toEqual({ pass, reason });
  });
  it('unknown history passes and says so', () => {
    expect(check(creditHistoryCriterion, excellent, {})).toEqual({
      pass: true,
      unknown: true,
      reason: 'credit history not given; the card needs Good (601–750) or better',
    });
  });
});

describe('existing card', () => {
  const against = { minExistingCardLimit: 150_000 };
  it('does not apply to an ordinary card', () => {
    expect(check(existingCardCriterion, {}, {})).toBeNull();
  });
  it.each([
    ['no card', {}, false, 'needs an existing credit card with a limit of ₹1,50,000'],
    [
      'a card at the limit',
      { hasCard: true, cardLimit: 150_000 },
      true,
      'card limit ₹1,50,000 meets the ₹1,50,000 minimum',
    ],
    [
      'a card below the limit',
      { hasCard: true, cardLimit: 50_000 },
      false,
      'card limit ₹50,000 is below the ₹1,50,000 minimum',
    ],
  ] as const)('%s', (_, a, pass, reason) => {
    expect(check(existingCardCriterion, against, a)).toEqual({ pass, reason });
  });
  it('any card will do when the minimum is 0', () => {
    expect(check(existingCardCriterion, { minExistingCardLimit: 0 }, {})).toEqual({
      pass: false,
      reason: 'needs an existing credit card',
    });
  });
  it('a card of unknown limit passes and says so', () => {
    expect(check(existingCardCriterion, against, { hasCard: true })).toEqual({
      pass: true,
      unknown: true,
      reason: 'card limit not given; the minimum is ₹1,50,000',
    });
  });
});

describe('judges', () => {
  it('a compiled judge over many cards agrees with each card judged alone', () => {
    const cards = [
      card(1, 'A', { cities: ['Pune'], minCreditHistory: 'average' }),
      card(2, 'B', { minIncomeSalaried: null, employerCategories: ['doctor'] }),
      card(3, 'C', { minExistingCardLimit: 10_000, cities: ['Mumbai'] }),
    ].map((c, i) => prepareCard(c, i));
    const who = prepareApplicant(applicant({ hasCard: true, creditHistory: 'noCredit' }));
    for (const rule of cardRules) {
      const out = new Uint8Array(cards.length);
      rule.compile(cards)(who, out);
      const names = [...out].map((v) => ['pass', 'fail', 'unknown', null][v]);
      expect(names, rule.key).toEqual(cards.map((c) => judgeCard(rule, c, who)));
    }
  });
});
