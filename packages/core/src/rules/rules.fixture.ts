import type { Applicant, CardEligibility, MatchableCard } from './types.js';

// Small builders for the rules' tests.

export const everyone: CardEligibility = {
  minIncomeSalaried: 25_000,
  minIncomeSelfEmployed: 40_000,
  minAge: 21,
  maxAge: 60,
  cities: null,
};

export const eligibility = (e: Partial<CardEligibility> = {}): CardEligibility => ({
  ...everyone,
  ...e,
});

export const card = (
  id: number,
  name: string,
  e: Partial<CardEligibility> = {},
  extra: Partial<MatchableCard> = {},
): MatchableCard => ({
  id,
  name,
  issuer_bank_id: id,
  annual_fee: 500,
  eligibility: eligibility(e),
  ...extra,
});

export const applicant = (a: Partial<Applicant> = {}): Applicant => ({
  employment: 'salaried',
  age: 30,
  city: 'Mumbai',
  monthlyIncome: 80_000,
  bankId: null,
  hasCard: false,
  cardLimit: null,
  ...a,
});

/** A deterministic PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
