import { describe, expect, it } from 'vitest';
import { lenderCatalog } from '../../catalog/lenders/lenderCatalog.js';
import {
  LENDER_ROUTE_BY_PRODUCT,
  lenderRouteOf,
  PERSONAL_LOAN_LENDERS,
} from '../../catalog/personalLoan.js';
import type { Answers } from '../../journeyModel/types.js';
import { compileLoans } from './compileLoans.js';
import { choosePersonalLoanLender, personalLoanApplicant } from './personalLoanLender.js';

const catalog = compileLoans(lenderCatalog);
const facts = { year: 2026, creditScore: 780 };
const city = { city_id: 1, city_name: 'Mumbai', city_pretty_name: 'mumbai' };
const salaried: Answers = {
  empType: 'salaried',
  dobYear: '1990',
  monthlyIncome: '85000',
  city,
  expectedLoanAmount: '500000',
  expectedLoanTenure: '36',
};
const selfEmployed: Answers = {
  ...salaried,
  empType: 'selfEmpl',
  itrStatus: 'yes',
  monthlyIncome: '150000',
  businessVintageId: '3',
  annualTurnoverId: '4',
};

describe('the personal loan’s chosen lender (decision 049)', () => {
  it('maps the spec’s lenders to catalog products of the right lender and kind', () => {
    const byId = new Map(lenderCatalog.map((p) => [p.id, p]));
    const named = Object.entries(LENDER_ROUTE_BY_PRODUCT).map(([id, route]) => {
      const p = byId.get(Number(id));
      return [p?.lenderName, p?.kind, route];
    });
    expect(named).toEqual([
      ['IDFC FIRST Bank', 'personal', 'own'],
      ['IDFC FIRST Bank', 'business', 'own'],
      ['Bajaj Finance', 'personal', 'loanApp'],
      ['Bajaj Finance', 'business', 'loanApp'],
      ['Tata Capital', 'business', 'loanApp'],
      ['Aditya Birla Finance', 'business', 'booking'],
      ['Poonawalla Fincorp', 'business', 'booking'],
    ]);
    expect(lenderRouteOf(5011)).toBe('other');
  });

  it('offers every lender of personal or business loans as the preferred lender', () => {
    const lenders = new Map(
      lenderCatalog.filter((p) => p.kind !== 'home').map((p) => [p.lenderId, p.lenderName]),
    );
    const expected = [...lenders].map(([id, name]) => ({ id, name }));
    expect([...PERSONAL_LOAN_LENDERS].sort((a, b) => a.id - b.id)).toEqual(
      expected.sort((a, b) => a.id - b.id),
    );
  });

  it('reads the answers as the engine’s applicant (age by birth year)', () => {
    expect(personalLoanApplicant(selfEmployed, facts)).toMatchObject({
      kind: 'personal',
      age: 36,
      employment: 'selfEmployed',
      monthlyIncome: 150000,
      city: 'mumbai',
      itrFiled: true,
      businessVintageYears: 3,
      annualTurnover: 50_00_000,
      amount: 500000,
      tenureMonths: 36,
    });
    expect(personalLoanApplicant({}, facts)).toMatchObject({ amount: 15_00_000, tenureMonths: 12 });
  });

  it('takes the lowest APR unless a matched lender is preferred', () => {
    const best = choosePersonalLoanLender(catalog, salaried, facts);
    expect(best.matched).toBeGreaterThan(1);
    expect(best.chosen).not.toBeNull();
    const preferred = (id: string, answers = salaried) =>
      choosePersonalLoanLender(catalog, { ...answers, preferredLenderId: id }, facts);
    expect(preferred('511')).toMatchObject({ route: 'loanApp' });
    expect(preferred('511').chosen?.product.lenderName).toBe('Bajaj Finance');
    expect(preferred('384')).toMatchObject({ route: 'own' });
    expect(preferred('513', selfEmployed)).toMatchObject({ route: 'booking' });
    expect(preferred('501')).toMatchObject({ route: 'other' });
  });

  it('answers none when nothing matches', () => {
    const poor = { ...salaried, monthlyIncome: '11000', dobYear: '1950' };
    expect(choosePersonalLoanLender(catalog, poor, facts)).toEqual({
      route: 'none',
      chosen: null,
      matched: 0,
    });
  });
});
