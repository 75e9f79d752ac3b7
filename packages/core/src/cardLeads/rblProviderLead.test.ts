import { describe, expect, it } from 'vitest';
import { salariedValues, selfEmployedValues } from './leads.fixture.js';
import { rblProviderLead } from './rblProviderLead.js';

describe('rblProviderLead', () => {
  it('maps a salaried applicant', () => {
    expect(
      rblProviderLead(salariedValues, {
        instrumentId: 21,
        utm: { utmSource: 'fb', utmMedium: null, utmCampaign: 'rbl' },
      }),
    ).toEqual({
      providerId: 62,
      gender: 2,
      firstName: 'Asha',
      lastName: 'Verma',
      dob: '1990-08-15',
      pan: 'ABCPE1234F',
      email: 'asha.verma@example.com',
      mobile: '9876543210',
      addressLine1: '12 MG Road, Fort, Mumbai 400001',
      addressLine2: '',
      pincode: '400001',
      empType: 1,
      instrumentId: 21,
      gmi: 85_000,
      HadLoanOrCreditCardFromAnyBank: 'N',
      companyName: 'Tata Consultancy Services',
      salutation: 'Ms',
      cityPrettyName: 'mumbai',
      discountCode: 'WELCOME10',
      utmSource: 'fb',
      utmMedium: null,
      utmCampaign: 'rbl',
    });
  });

  it('maps a self-employed applicant: income from the ITR, the card held, free-text business', () => {
    expect(
      rblProviderLead(
        { ...selfEmployedValues, gender: 'male' },
        { instrumentId: null, discountCode: null },
      ),
    ).toMatchObject({
      empType: 2,
      gmi: 150_000,
      HadLoanOrCreditCardFromAnyBank: 'Y',
      companyName: 'Verma Traders',
      salutation: 'Mr',
      gender: 1,
      discountCode: null,
    });
  });

  it.each([
    [
      '40 exactly stays on one line',
      `${'a'.repeat(19)} ${'b'.repeat(20)}`,
      [`${'a'.repeat(19)} ${'b'.repeat(20)}`, ''],
    ],
    [
      '41 moves the last word down',
      `${'a'.repeat(20)} ${'b'.repeat(20)}`,
      ['a'.repeat(20), 'b'.repeat(20)],
    ],
    [
      'a 72-character address',
      'House 18, 4th Cross, Indiranagar 2nd Stage, Near BDA Complex, Bengaluru',
      ['House 18, 4th Cross, Indiranagar 2nd', 'Stage, Near BDA Complex, Bengaluru'],
    ],
  ])('splits the address in two parts of at most 40: %s', (_, address, lines) => {
    const lead = rblProviderLead({ ...salariedValues, address }, { instrumentId: 1 });
    expect([lead.addressLine1, lead.addressLine2]).toEqual(lines);
  });

  it("defaults the city to 'others' and leaves unknown answers null", () => {
    expect(rblProviderLead({}, { instrumentId: 1 })).toMatchObject({
      cityPrettyName: 'others',
      gender: null,
      salutation: null,
      empType: null,
      dob: null,
      gmi: null,
      addressLine1: '',
      HadLoanOrCreditCardFromAnyBank: 'N',
    });
  });
});
