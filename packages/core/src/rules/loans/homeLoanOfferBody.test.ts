import { describe, expect, it } from 'vitest';
import { homeLoanOfferBody } from './homeLoanOfferBody.js';

describe('homeLoanOfferBody', () => {
  it('keeps only what the engine reads: no name, mobile or PAN; the city’s name; plain digits', () => {
    expect(
      homeLoanOfferBody({
        firstname: 'Asha',
        mobile: '9876543210',
        pancard: 'ABCPE1234F',
        loanUsage: 'BUY_HOME',
        propertyCity: { id: 1, name: ' Mumbai ' },
        propertyValue: '₹1,50,00,000',
        expectedTenure: 30,
        homeLoanEmiValue: '',
        dobYear: '1990',
      }),
    ).toEqual({
      loanUsage: 'BUY_HOME',
      propertyCity: 'Mumbai',
      propertyValue: '15000000',
      expectedTenure: '30',
      dobYear: '1990',
    });
  });
});
