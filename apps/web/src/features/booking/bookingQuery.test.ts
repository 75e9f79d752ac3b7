import { describe, expect, it } from 'vitest';
import { bookingSearch, dateText, readBookingQuery } from './bookingQuery';

describe('readBookingQuery', () => {
  it('reads the loan and its terms, and writes them back', () => {
    const q = readBookingQuery(
      '?product=personal-loan&instrumentId=5021&amount=500000&tenure=36&employment=salaried&creditLevel=excellent',
    );
    expect(q).toEqual({
      product: 'personal-loan',
      instrumentId: 5021,
      amount: 500000,
      tenure: 36,
      employment: 'salaried',
      creditLevel: 'excellent',
    });
    expect(q && readBookingQuery(bookingSearch(q))).toEqual(q);
  });

  it('prices a link without profession or level for a salaried applicant, Excellent', () => {
    expect(
      readBookingQuery('product=home-loan&instrumentId=7011&amount=3000000&tenure=240'),
    ).toMatchObject({ employment: 'salaried', creditLevel: 'excellent' });
  });

  it('names no loan for an unknown product or a missing term', () => {
    expect(readBookingQuery('product=car-loan&instrumentId=1&amount=1&tenure=1')).toBeNull();
    expect(readBookingQuery('product=personal-loan&instrumentId=5021&amount=500000')).toBeNull();
    expect(readBookingQuery('product=personal-loan&instrumentId=x&amount=1&tenure=1')).toBeNull();
  });

  it('writes dates as DD/MM/YYYY', () => {
    expect(dateText('2026-11-26')).toBe('26/11/2026');
  });
});
