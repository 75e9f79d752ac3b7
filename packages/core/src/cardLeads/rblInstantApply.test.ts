import { describe, expect, it } from 'vitest';
import { salariedValues } from './leads.fixture.js';
import { rblInstantApplyRecord } from './rblInstantApply.js';

describe('rblInstantApplyRecord', () => {
  const card = { id: 9, name: 'RBL Bank Shoprite Credit Card' };

  it('prefills the rbl record from the card form', () => {
    expect(rblInstantApplyRecord({ ...salariedValues, middlename: 'K' }, card)).toEqual({
      Title: 'Ms',
      CreditCardApplied: 'RBL Bank Shoprite Credit Card',
      HadLoanOrCreditCardFromAnyBank: 'N',
      FirstName: 'Asha',
      MiddleName: 'K',
      LastName: 'Verma',
      FatherName: null,
      Gender: 2,
      DOB: '1990-08-15',
      ResAddressFull: '12 MG Road, Fort, Mumbai 400001',
      ResAddress1: '12 MG Road, Fort, Mumbai 400001',
      ResAddress2: '',
      Landmark: null,
      ResCity: 'Mumbai',
      ResPIN: '400001',
      Email: 'asha.verma@example.com',
      Mobile: '9876543210',
      EmpType: 1,
      NMI: 85_000,
      PAN: 'ABCPE1234F',
      couponCode: 'WELCOME10',
      dobDate: '15',
      dobMonth: '08',
      dobYear: '1990',
      card: 9,
    });
  });

  it("writes 'Please Contact' when no address is known", () => {
    const r = rblInstantApplyRecord({ address: '   ' }, null);
    expect(r).toMatchObject({
      ResAddressFull: '',
      ResAddress1: 'Please Contact',
      ResAddress2: '',
      CreditCardApplied: null,
      card: null,
      dobDate: null,
    });
  });

  it('keeps the full address and splits it in two lines of at most 40', () => {
    const address = 'Flat 402, Sunshine Apartments, Lokhandwala Complex, Andheri West, Mumbai';
    const r = rblInstantApplyRecord({ ...salariedValues, address }, card, null);
    expect(r.ResAddressFull).toBe(address);
    expect([r.ResAddress1, r.ResAddress2]).toEqual([
      'Flat 402, Sunshine Apartments,',
      'Lokhandwala Complex, Andheri West,',
    ]);
    expect(r.couponCode).toBeNull();
  });
});
