import { describe, expect, it } from 'vitest';
import { ageFromDob, ageOn, applicantFromQuery } from './applicantFromQuery.js';
import { compileCatalog } from './compileCatalog.js';
import { recommendCards } from './recommendCards.js';
import type { Applicant, CardEligibility, MatchableCard, RecommendationQuery } from './types.js';

const everyone: CardEligibility = {
  minIncomeSalaried: 25_000,
  minIncomeSelfEmployed: 40_000,
  minAge: 21,
  maxAge: 60,
  cities: null,
};

const card = (id: number, name: string, e: Partial<CardEligibility>, fee = 500): MatchableCard => ({
  id,
  name,
  issuer_bank_id: id,
  annual_fee: fee,
  eligibility: { ...everyone, ...e },
});

const applicant = (a: Partial<Applicant> = {}): Applicant => ({
  employment: 'salaried',
  age: 30,
  city: 'Mumbai',
  monthlyIncome: 80_000,
  bankId: null,
  hasCard: false,
  cardLimit: null,
  ...a,
});

describe('recommendCards', () => {
  it('explains a pass in plain words', () => {
    const [entry] = recommendCards([card(1, 'Entry', {})], applicant());
    expect(entry?.eligible).toBe(true);
    expect(entry?.reasons).toEqual([
      'income ₹80,000 meets the ₹25,000 minimum',
      'age 30 is within 21–60',
      'offered in every city',
    ]);
  });

  it('lists failures first and marks the card not eligible', () => {
    const cards = [card(1, 'Metro only', { cities: ['Delhi', 'Bengaluru'] })];
    const [c] = recommendCards(cards, applicant({ age: 19, monthlyIncome: 20_000 }));
    expect(c?.eligible).toBe(false);
    expect(c?.reasons.slice(0, 3)).toEqual([
      'income ₹20,000 is below the ₹25,000 minimum',
      'age 19 is below the minimum 21',
      'not offered in your city',
    ]);
  });

  it('uses the self-employed minimum and refuses a group the card is not for', () => {
    const cards = [card(1, 'A', {}), card(2, 'Salaried only', { minIncomeSelfEmployed: null })];
    const result = recommendCards(cards, applicant({ employment: 'selfEmployed' }));
    expect(result[0]?.reasons[0]).toBe('income ₹80,000 meets the ₹40,000 minimum');
    expect(result[1]?.eligible).toBe(false);
    expect(result[1]?.reasons[0]).toBe('not offered to self-employed applicants');
  });

  it('says when the age is above the maximum', () => {
    const [c] = recommendCards([card(1, 'A', {})], applicant({ age: 65 }));
    expect(c?.reasons).toContain('age 65 is above the maximum 60');
  });

  it('gives the benefit of doubt when income or age are unknown, and says so', () => {
    const [c] = recommendCards([card(1, 'A', {})], applicant({ age: null, monthlyIncome: null }));
    expect(c?.eligible).toBe(true);
    expect(c?.reasons).toContain('income not given; the minimum is ₹25,000');
    expect(c?.reasons).toContain('age not given; the card needs 21–60');
  });

  it('matches cities case-insensitively', () => {
    const [c] = recommendCards(
      [card(1, 'A', { cities: ['Mumbai'] })],
      applicant({ city: 'mumbai' }),
    );
    expect(c?.reasons).toContain('offered in Mumbai');
  });

  it('checks the existing card of a card-against-card offer', () => {
    const cards = [card(1, 'Secured', { minExistingCardLimit: 30_000 })];
    expect(recommendCards(cards, applicant())[0]?.reasons[0]).toBe(
      'needs an existing credit card with a limit of ₹30,000',
    );
    const withCard = recommendCards(cards, applicant({ hasCard: true, cardLimit: 50_000 }));
    expect(withCard[0]?.eligible).toBe(true);
    expect(withCard[0]?.reasons).toContain('card limit ₹50,000 meets the ₹30,000 minimum');
  });

  it('ranks eligible first, then the issuer relationship, then the closest income fit', () => {
    const cards = [
      card(1, 'Too rich', { minIncomeSalaried: 200_000 }),
      card(2, 'Entry', { minIncomeSalaried: 15_000 }),
      card(3, 'Premium', { minIncomeSalaried: 75_000 }),
      card(4, 'My bank', { minIncomeSalaried: 15_000 }),
    ];
    const names = recommendCards(cards, applicant({ bankId: 4 })).map((c) => c.name);
    expect(names).toEqual(['My bank', 'Premium', 'Entry', 'Too rich']);
  });

  it('takes a compiled catalog, with the same answer', () => {
    const cards = [card(1, 'A', {}), card(2, 'B', { cities: ['Pune'] }), card(3, 'C', {}, 0)];
    const a = applicant({ bankId: 3 });
    expect(recommendCards(compileCatalog(cards), a)).toEqual(recommendCards(cards, a));
    expect(recommendCards(cards, a).map((c) => c.name)).toEqual(['C', 'A', 'B']);
  });

  it('takes the rules as data', () => {
    const alwaysNo = () => ({ pass: false, reason: 'closed today' });
    const [c] = recommendCards([card(1, 'A', {})], applicant(), [alwaysNo]);
    expect(c).toMatchObject({ eligible: false, reasons: ['closed today'] });
  });
});

describe('applicantFromQuery', () => {
  const query: RecommendationQuery = {
    empType: 1,
    dob: '1995-06-15',
    cityPrettyName: 'others',
    minGmi: 50_000,
    accountProviderId: null,
    companyId: null,
    otherCard: 0,
    otherCardLimit: 90_000,
  };
  const today = new Date('2025-06-14T12:00:00Z');

  it('works out the age from the birth year (R-1) and reads others as no city', () => {
    expect(applicantFromQuery(query, today)).toEqual({
      employment: 'salaried',
      age: 30,
      city: null,
      monthlyIncome: 50_000,
      bankId: null,
      hasCard: false,
      cardLimit: null,
    });
    expect(applicantFromQuery(query, new Date('2025-01-01T00:00:00Z')).age).toBe(30);
    expect(applicantFromQuery(query, new Date('2024-12-31T23:59:59Z')).age).toBe(29);
  });

  it('keeps the full-years age for callers who need it', () => {
    expect(ageOn('1995-06-15', today)).toBe(29);
    expect(ageFromDob('1995-06-15', today)).toBe(30);
    expect(ageFromDob('2026-01-01', today)).toBeNull();
  });

  it('carries what the query cannot: occupation, employer, credit history, spends', () => {
    const self = { ...query, empType: 2 as const };
    expect(applicantFromQuery(self, today).employment).toBe('selfEmployed');
    expect(applicantFromQuery(self, today, { occupationType: 3 }).employment).toBe('professional');
    const doctor = applicantFromQuery(self, today, {
      employerCategory: 10,
      creditHistory: 'excellent',
      spendCategoryIds: [2, 7],
    });
    expect(doctor).toMatchObject({
      employment: 'professional',
      employerCategory: 'doctor',
      creditHistory: 'excellent',
      spendCategoryIds: [2, 7],
    });
    // A salaried query stays salaried whatever the category says.
    expect(applicantFromQuery(query, today, { employerCategory: 'doctor' }).employment).toBe(
      'salaried',
    );
    expect(applicantFromQuery(query, today, { employerCategory: 99 })).not.toHaveProperty(
      'employerCategory',
    );
  });

  it('keeps the card limit only with a card, and any city but others', () => {
    const withCard = applicantFromQuery(
      { ...query, otherCard: 1, cityPrettyName: ' Pune ' },
      today,
    );
    expect(withCard).toMatchObject({ hasCard: true, cardLimit: 90_000, city: 'Pune' });
    expect(applicantFromQuery({ ...query, cityPrettyName: 'OTHERS' }, today).city).toBeNull();
  });

  it('ignores impossible dates', () => {
    expect(applicantFromQuery({ ...query, dob: '1995-02-30' }, today).age).toBeNull();
    expect(applicantFromQuery({ ...query, empType: 2 }, today).employment).toBe('selfEmployed');
  });
});
