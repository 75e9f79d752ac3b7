import { describe, expect, it } from 'vitest';
import {
  EMPTY_OFFER_FORM,
  formOfQuery,
  OFFER_FORM_DEFAULTS,
  offersPath,
  readOfferForm,
  unknownScoreNote,
  withDefaults,
} from './offerForm';

const GOOD = {
  amount: '5,00,000',
  tenure: '36',
  employment: 'salaried',
  income: '30000',
  city: ' Mumbai ',
  birthYear: '1990',
  creditLevel: 'excellent',
  existingEmi: '',
};

describe('readOfferForm', () => {
  it('reads the answers into the offers query', () => {
    expect(readOfferForm(GOOD, 2026)).toEqual({
      query: {
        amount: 5_00_000,
        tenure: 36,
        employment: 'salaried',
        income: 30_000,
        city: 'Mumbai',
        birthYear: 1990,
        creditLevel: 'excellent',
        existingEmi: 0,
      },
    });
  });

  it('takes "I don\'t know" for the credit score level and says how it is priced (decision 076)', () => {
    const read = readOfferForm({ ...GOOD, creditLevel: 'unknown' }, 2026);
    expect(read).toEqual({ query: expect.objectContaining({ creditLevel: 'unknown' }) });
    expect('query' in read && unknownScoreNote(read.query)).toMatch(/lender’s highest rate/);
    expect(unknownScoreNote({ creditLevel: 'excellent' })).toBeNull();
    // The form of a lead that answered "I don't know" reads back without a message.
    expect(formOfQuery({ creditLevel: 'unknown' }).creditLevel).toBe('unknown');
    expect(readOfferForm({ ...GOOD, creditLevel: 'superb' }, 2026)).toEqual({
      errors: { creditLevel: 'Required' },
    });
  });

  it('names each field that is not right', () => {
    expect(readOfferForm(EMPTY_OFFER_FORM, 2026)).toEqual({
      errors: {
        amount: 'Please enter the loan amount',
        tenure: 'Please enter a tenure from 12 to 60 months',
        employment: 'Required',
        income: 'Please enter your monthly income',
        city: 'Please enter a valid city',
        birthYear: 'Please enter a year of birth from 1926 to 2008',
        creditLevel: 'Required',
      },
    });
    const edges = readOfferForm(
      { ...GOOD, amount: '49999', tenure: '61', income: '9999', birthYear: '2009' },
      2026,
    );
    expect(edges).toEqual({
      errors: {
        amount: 'Please enter an amount from ₹50,000 to ₹25,00,000',
        tenure: 'Please enter a tenure from 12 to 60 months',
        income: 'The minimum monthly income is ₹10,000',
        birthYear: 'Please enter a year of birth from 1926 to 2008',
      },
    });
    expect(
      readOfferForm({ ...GOOD, amount: '50000', tenure: '12', birthYear: '2008' }, 2026),
    ).toHaveProperty('query');
  });

  it('takes the EMIs paid now into the query, none when left empty, never more than the income', () => {
    const read = readOfferForm({ ...GOOD, existingEmi: '8,000' }, 2026);
    expect(read).toMatchObject({ query: { existingEmi: 8_000 } });
    expect(readOfferForm({ ...GOOD, existingEmi: 'some' }, 2026)).toEqual({
      errors: { existingEmi: 'Please enter your EMIs in rupees, or 0' },
    });
    expect(readOfferForm({ ...GOOD, existingEmi: '30001' }, 2026)).toEqual({
      errors: { existingEmi: 'Your EMIs cannot be more than your monthly income' },
    });
    expect(formOfQuery({ existingEmi: 17_000 }).existingEmi).toBe('17,000');
  });
});

describe('formOfQuery and offersPath', () => {
  it('prefills from a partial query and writes no personal identifier in the call', () => {
    expect(formOfQuery({ amount: 3_00_000, city: 'Pune' })).toEqual({
      ...EMPTY_OFFER_FORM,
      amount: '3,00,000',
      city: 'Pune',
    });
    const read = readOfferForm(GOOD, 2026);
    if (!('query' in read)) throw new Error('not read');
    expect(offersPath(read.query)).toBe(
      'loans/personal/offers?amount=500000&tenure=36&employment=salaried&income=30000&city=Mumbai&birthYear=1990&creditLevel=excellent&existingEmi=0',
    );
  });
});

describe('withDefaults', () => {
  it('starts from the sliders’ defaults and keeps what a lead gave', () => {
    expect(withDefaults(EMPTY_OFFER_FORM)).toEqual(OFFER_FORM_DEFAULTS);
    expect(OFFER_FORM_DEFAULTS).toMatchObject({ amount: '15,00,000', tenure: '12' });
    expect(withDefaults({ ...EMPTY_OFFER_FORM, tenure: '24', city: 'Pune' })).toEqual({
      ...OFFER_FORM_DEFAULTS,
      tenure: '24',
      city: 'Pune',
    });
  });
});
