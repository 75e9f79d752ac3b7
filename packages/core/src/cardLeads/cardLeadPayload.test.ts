import { describe, expect, it } from 'vitest';
import { cardLeadPayload } from './cardLeadPayload.js';
import { salariedValues, selfEmployedValues } from './leads.fixture.js';

const ctx = { instrumentId: 11, providerId: 61 };

describe('cardLeadPayload', () => {
  it('maps a salaried applicant, with every default of the spec', () => {
    const p = cardLeadPayload(salariedValues, {
      ...ctx,
      userId: 42,
      utm: { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'cards' },
    });
    expect(p).toEqual({
      productId: 3,
      instrumentId: 11,
      providerId: 61,
      userId: 42,
      hasExistingCard: false,
      existingCardBankName: null,
      existingCardLimit: null,
      salaryBankName: null,
      localityId: 1,
      cityId: 1,
      appointmentDate: null,
      appointmentTimeslot: null,
      tenure: 0,
      interestRate: 0,
      processingFee: 0,
      existingEmi: null,
      willingToCloseEmi: null,
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'cards',
      couponCode: 'WELCOME10',
      dataJson: JSON.stringify(salariedValues),
      professionId: 5,
      grossMonthlyIncome: 85_000,
      addressLine1: '12 MG Road, Fort, Mumbai 400001',
      addressLine2: '',
      addressLine3: '',
      addressType: 'HOME',
      pinCode: '400001',
    });
    expect(JSON.parse(p.dataJson)).toEqual(salariedValues);
  });

  it.each([
    ['not logged in: userId null', {}, 'userId', null],
    ['the Amex-type product', { productId: 4 }, 'productId', 4],
    ['an erroneous coupon dropped', { couponCode: null }, 'couponCode', null],
    ['an applied coupon', { couponCode: 'CARD50' }, 'couponCode', 'CARD50'],
    ['an appointment', { appointmentDate: '2026-12-01' }, 'appointmentDate', '2026-12-01'],
  ] as const)('%s', (_, extra, key, value) => {
    expect(cardLeadPayload(salariedValues, { ...ctx, ...extra })[key]).toBe(value);
  });

  it('sends profession 6 and the 80000 default income when not salaried, and the card held', () => {
    expect(cardLeadPayload(selfEmployedValues, ctx)).toMatchObject({
      professionId: 6,
      grossMonthlyIncome: 80_000,
      hasExistingCard: true,
      existingCardBankName: 'HDFC Bank',
      existingCardLimit: 150_000,
    });
  });

  it('sends no income for a salaried applicant who gave none', () => {
    expect(cardLeadPayload({ empType: 'salaried' }, ctx).grossMonthlyIncome).toBeNull();
    expect(cardLeadPayload({}, ctx)).toMatchObject({ professionId: 5, grossMonthlyIncome: 80_000 });
  });

  it('splits a long address into three lines of at most 40', () => {
    const address =
      'Flat 402, Sunshine Apartments, Lokhandwala Complex, Andheri West, Mumbai 400053';
    const p = cardLeadPayload({ ...salariedValues, address }, ctx);
    expect([p.addressLine1, p.addressLine2, p.addressLine3]).toEqual([
      'Flat 402, Sunshine Apartments,',
      'Lokhandwala Complex, Andheri West,',
      'Mumbai 400053',
    ]);
  });

  it('reads the EMI answers when a journey asks them', () => {
    const p = cardLeadPayload(
      {
        ...salariedValues,
        existingEmi: '12,000',
        willingToCloseEmi: 'yes',
        salaryBank: { id: 2, name: 'ICICI Bank' },
      },
      ctx,
    );
    expect(p).toMatchObject({
      existingEmi: 12_000,
      willingToCloseEmi: true,
      salaryBankName: 'ICICI Bank',
    });
  });
});
