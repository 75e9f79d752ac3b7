import { describe, expect, it } from 'vitest';
import { AMEX_CONSENTS, amexLead, consentValue } from './amexLead.js';
import { salariedValues } from './leads.fixture.js';

describe('amexLead', () => {
  it('maps the Amex-type journey', () => {
    expect(amexLead(salariedValues, { chosenCard: 14 })).toEqual({
      productId: 4,
      cityId: 1,
      firstName: 'Asha',
      middleName: null,
      lastName: 'Verma',
      email: 'asha.verma@example.com',
      mobile: '9876543210',
      phone: '22661234',
      stdCode: '022',
      dob: '1990-08-15',
      gender: 2,
      gmi: 85_000,
      pan: 'ABCPE1234F',
      address1: '12 MG Road, Fort, Mumbai',
      address2: '400001',
      address3: '',
      pincode: '400001',
      city: 'Mumbai',
      state: 'Maharashtra',
      empType: 1,
      companyName: 'Tata Consultancy Services',
      educationalQualification: 2,
      officeAddress1: '21 Nariman Point, Nirmal',
      officeAddress2: 'Building, Mumbai 400021',
      officeAddress3: '',
      officePincode: '400021',
      officeCity: 'Mumbai',
      officeState: 'Maharashtra',
      officeCityId: 7,
      aadharNo: '234567890124',
      disclaimer: true,
      chosenCard: 14,
      additionalPrivileges: 'NO',
      emailConsent: 'N',
      insurancePlan: 'NO',
      phoneMarketing: 'N',
      onlineStatements: 'Y',
      paybackPoints: 'NO',
    });
  });

  it('maps each consent to Y/N or YES/NO by its kind', () => {
    const all = Object.fromEntries(AMEX_CONSENTS.map((c) => [c.answer, true]));
    expect(amexLead({ ...salariedValues, ...all }, { chosenCard: null })).toMatchObject({
      additionalPrivileges: 'YES',
      emailConsent: 'Y',
      insurancePlan: 'YES',
      phoneMarketing: 'Y',
      onlineStatements: 'Y',
      paybackPoints: 'YES',
    });
    expect(amexLead({}, { chosenCard: null })).toMatchObject({
      additionalPrivileges: 'NO',
      emailConsent: 'N',
      insurancePlan: 'NO',
      phoneMarketing: 'N',
      onlineStatements: 'N',
      paybackPoints: 'NO',
      disclaimer: false,
    });
    expect([consentValue('Y/N', true), consentValue('YES/NO', false)]).toEqual(['Y', 'NO']);
  });

  it('reads ticked boxes however they arrive', () => {
    const lead = amexLead(
      { consentEmail: 'yes', consentPhoneMarketing: 1, consentPaybackPoints: 'true' },
      { chosenCard: null },
    );
    expect(lead).toMatchObject({ emailConsent: 'Y', phoneMarketing: 'Y', paybackPoints: 'YES' });
  });

  it.each([
    ['24 exactly', 'a'.repeat(24), ['a'.repeat(24), '', '']],
    ['25 is a long word: cut', 'a'.repeat(25), ['a'.repeat(24), 'a', '']],
    [
      '24 with words',
      `${'a'.repeat(11)} ${'b'.repeat(12)}`,
      [`${'a'.repeat(11)} ${'b'.repeat(12)}`, '', ''],
    ],
    ['25 with words', `${'a'.repeat(12)} ${'b'.repeat(12)}`, ['a'.repeat(12), 'b'.repeat(12), '']],
    [
      'a full 72-character address: what does not fit is dropped',
      'Unit 1204, Tower 2, One Indiabulls Centre, Senapati Bapat Marg, Lower Parel',
      ['Unit 1204, Tower 2, One', 'Indiabulls Centre,', 'Senapati Bapat Marg,'],
    ],
  ])('splits the office address in three parts of at most 24: %s', (_, officeAddress, lines) => {
    const lead = amexLead({ officeAddress }, { chosenCard: null });
    expect([lead.officeAddress1, lead.officeAddress2, lead.officeAddress3]).toEqual(lines);
  });

  it("writes 'Please Contact' for a missing address, home or office", () => {
    expect(amexLead({}, { chosenCard: null })).toMatchObject({
      address1: 'Please Contact',
      address2: '',
      officeAddress1: 'Please Contact',
      cityId: 1,
      productId: 4,
      aadharNo: null,
      officeCityId: null,
    });
  });

  it('sends the Aadhaar digits without dashes', () => {
    expect(amexLead({ aadhaar: '2345-6789-0124' }, { chosenCard: null }).aadharNo).toBe(
      '234567890124',
    );
  });
});
