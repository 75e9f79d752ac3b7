import { describe, expect, it } from 'vitest';
import { getStep } from '../../engine/findStep.js';
import { validateStep } from '../../engine/validateStep.js';
import type { Answers } from '../../journeyModel/types.js';
import { sampleAnswers } from '../../products/samples.js';
import { testEnv } from '../creditCards/cardJourney.fixture.js';
import { idfcBusinessLoanJourney as j } from './idfc.js';

// The messages of spec 02 §5 as the steps give them (today is 2026-11-21).
const P = 'business-loan/idfc';
const applicant: Answers = { dobDate: '15', dobMonth: '08', dobYear: '1990' };

function errorsOf(stepId: string, changes: Answers, earlier: Answers = applicant) {
  const values = { ...sampleAnswers(P, stepId), ...changes };
  return validateStep(getStep(j, stepId), values, earlier, {}, testEnv).errors;
}

describe('step1 personal details', () => {
  it('asks full name, mobile, PAN, e-mail, the OTP and the disclaimer', () => {
    expect(getStep(j, 'step1').fields.map((f) => f.name)).toEqual([
      'fullName',
      'mobile',
      'pancard',
      'email',
      'otp',
      'isIdfcDisclaimerChecked',
    ]);
    expect(getStep(j, 'step1').effects).toEqual(['checkUser']);
  });

  it('gives the spec messages', () => {
    expect(errorsOf('step1', { fullName: '' }).fullName).toBe('Please enter the full name');
    expect(errorsOf('step1', { fullName: 'Asha' }).fullName).toBe(
      'Please enter valid first name and last name',
    );
    expect(errorsOf('step1', { mobile: '12345' }).mobile).toBe(
      'Please enter a valid 10 digit phone number',
    );
    expect(errorsOf('step1', { pancard: 'ABCDE1234' }).pancard).toBe('Please enter a valid PAN');
    expect(errorsOf('step1', { otp: '12' }).otp).toBe('Please enter the 6 digit OTP');
    expect(errorsOf('step1', { isIdfcDisclaimerChecked: false }).isIdfcDisclaimerChecked).toBe(
      'Please agree to the mandatory Terms to submit your application',
    );
    expect(errorsOf('step1', {})).toEqual({});
  });
});

describe('step5 applicant age by the full date, 21 to 65', () => {
  const dob = (d: string, m: string, y: string) =>
    errorsOf('step5', { dobDate: d, dobMonth: m, dobYear: y }, {}).dob;

  it('refuses 20 years 364 days and accepts 21', () => {
    expect(dob('22', '11', '2005')).toBe('Minimum age is 21');
    expect(dob('21', '11', '2005')).toBeUndefined();
  });

  it('accepts 65 (and a day) and refuses from the 66th birthday', () => {
    expect(dob('20', '11', '1961')).toBeUndefined();
    expect(dob('22', '11', '1960')).toBeUndefined();
    expect(dob('21', '11', '1960')).toBe('Maximum age is 65');
  });

  it("says 'Invalid' for a date not on the calendar", () => {
    expect(dob('30', '02', '1990')).toBe('Invalid');
    expect(dob('31', '04', '1990')).toBe('Invalid');
  });
});

describe('step7 and step8 sliders', () => {
  it('takes ₹50,000 to ₹3,00,000 in steps of ₹5,000', () => {
    expect(errorsOf('step7', { loanAmount: '50,000' })).toEqual({});
    expect(errorsOf('step7', { loanAmount: 300000 })).toEqual({});
    expect(errorsOf('step7', { loanAmount: 45000 }).loanAmount).toBe('Required');
    expect(errorsOf('step7', { loanAmount: 305000 }).loanAmount).toBe(
      'Choose between ₹50,000 and ₹3,00,000',
    );
    expect(errorsOf('step7', { loanAmount: 52500 }).loanAmount).toBe(
      'Choose between ₹50,000 and ₹3,00,000 in steps of ₹5,000',
    );
  });

  it('takes 12 to 36 months, with the info texts at the bounds', () => {
    expect(errorsOf('step8', { tenure: 12 })).toEqual({});
    expect(errorsOf('step8', { tenure: '36' })).toEqual({});
    expect(errorsOf('step8', { tenure: 11 }).tenure).toBe('Required');
    expect(errorsOf('step8', { tenure: 37 }).tenure).toBe('Choose between 12 and 36');
    const rule = getStep(j, 'step8').fields[0]?.rules?.[0];
    expect(rule).toMatchObject({
      minInfo: 'The shortest tenure is 12 months.',
      maxInfo: 'The longest tenure is 36 months.',
    });
  });
});

describe('step11 Aadhaar offline KYC', () => {
  it('needs the ZIP, a 4-character share code and the consent', () => {
    expect(errorsOf('step11', {})).toEqual({});
    expect(errorsOf('step11', { shareCode: '123' }).shareCode).toBe('Invalid Length');
    expect(errorsOf('step11', { shareCode: '12345' }).shareCode).toBe(
      'Must be 4 characters or less',
    );
    expect(errorsOf('step11', { shareCode: '' }).shareCode).toBe('Required');
    expect(errorsOf('step11', { aadhaarXml: '' }).aadhaarXml).toBe('Required');
    expect(errorsOf('step11', { karzaOKYCConsent: false }).karzaOKYCConsent).toBeDefined();
  });
});

describe('step15 business documents', () => {
  it('asks the id of the chosen document only, without a format rule', () => {
    const gst = validateStep(
      getStep(j, 'step15'),
      { businessDocumentType: 'gstin', gstinId: 'anything-goes', fssaiId: 'x' },
      {},
      {},
      testEnv,
    );
    expect(gst).toEqual({
      values: { businessDocumentType: 'gstin', gstinId: 'anything-goes' },
      errors: {},
    });
    expect(errorsOf('step15', { businessDocumentType: 'fssai', fssaiId: '' }).fssaiId).toBe(
      'Required',
    );
    expect(errorsOf('step15', { businessDocumentType: 'none' })).toEqual({});
  });
});

describe('step18 family property', () => {
  it('must be answered; a yes needs the owner and their name', () => {
    expect(errorsOf('step18', { familyPropertyStatus: '' }).familyPropertyStatus).toBe('Required');
    expect(errorsOf('step18', { familyPropertyStatus: '0', relationshipWithOwner: '' })).toEqual(
      {},
    );
    const yes = errorsOf('step18', {
      familyPropertyStatus: '1',
      relationshipWithOwner: '',
      familyPropertyOwnerName: '',
    });
    expect(yes).toEqual({ relationshipWithOwner: 'Required', familyPropertyOwnerName: 'Required' });
  });
});

describe('step30 and step31', () => {
  it('takes optional remarks of at most 72 characters', () => {
    expect(errorsOf('step30', { remarks: '' })).toEqual({});
    expect(errorsOf('step30', { remarks: 'x'.repeat(72) })).toEqual({});
    expect(errorsOf('step30', { remarks: 'x'.repeat(73) }).remarks).toBe(
      'Must be 72 characters or less',
    );
  });

  it('requires the religion (1-8) and defaults the caste to 3', () => {
    expect(errorsOf('step31', { religion: '' }).religion).toBe('Required');
    expect(errorsOf('step31', { religion: '9' }).religion).toBe('Please choose one of the options');
    const caste = getStep(j, 'step31').fields.find((f) => f.name === 'caste');
    expect(caste?.defaultValue).toBe('3');
    expect(caste?.options?.map((o) => o.value)).toEqual(['1', '2', '3']);
  });
});

describe('step32 nominee (applicant born 15/08/1990)', () => {
  const nominee = (changes: Answers) => errorsOf('step32', changes);
  const born = (d: string, m: string, y: string) => ({
    nomineeDobDate: d,
    nomineeDobMonth: m,
    nomineeDobYear: y,
  });

  it('accepts the sample nominee', () => {
    expect(nominee({})).toEqual({});
  });

  it('refuses a minor and accepts the 18th birthday', () => {
    expect(nominee(born('22', '11', '2008')).nomineeDob).toBe('Nominee cannot be minor');
    expect(nominee(born('21', '11', '2008'))).toEqual({});
  });

  it('accepts 99 and refuses 100', () => {
    const father = { nomineeRelation: '1' };
    expect(nominee({ ...father, ...born('22', '11', '1926') })).toEqual({});
    expect(nominee({ ...father, ...born('21', '11', '1926') }).nomineeDob).toBe(
      'Maximum age allowed is 99 years',
    );
  });

  it('refuses a son older and a father younger than the applicant', () => {
    expect(nominee({ nomineeRelation: '3', ...born('01', '01', '1985') }).nomineeDob).toBe(
      'Nominee cannot be older than the applicant',
    );
    expect(nominee({ nomineeRelation: '1', ...born('01', '01', '1995') }).nomineeDob).toBe(
      'Nominee cannot be younger than the applicant',
    );
  });

  it('checks the relation against the gender', () => {
    expect(nominee({ nomineeRelation: '2' }).nomineeRelation).toBe(
      'Nominee relation should be either Father/Son/Brother',
    );
    expect(nominee({ nomineeGender: 'female', nomineeRelation: '5' }).nomineeRelation).toBe(
      'Nominee relation should be either Mother/Daughter/Sister',
    );
    expect(nominee({ nomineeGender: 'female', nomineeRelation: '7' })).toEqual({});
  });

  it('limits the name to 32 and the nationality to 15, both required', () => {
    expect(nominee({ nomineeName: 'A'.repeat(33) }).nomineeName).toBe(
      'Must be 32 characters or less',
    );
    expect(nominee({ nomineeName: '' }).nomineeName).toBe("Please enter the nominee's name");
    expect(nominee({ nomineeNationality: '' }).nomineeNationality).toBe('Required');
    expect(nominee({ nomineeNationality: 'I'.repeat(16) }).nomineeNationality).toBe(
      'Must be 15 characters or less',
    );
    const nationality = getStep(j, 'step32').fields.find((f) => f.name === 'nomineeNationality');
    expect(nationality?.defaultValue).toBe('Indian');
  });
});

describe('step35 and step37 bank details', () => {
  it('checks the IFSC', () => {
    expect(errorsOf('step35', { bankIfscCode: 'HDFC1234567' }).bankIfscCode).toBe(
      'Please enter a valid bank IFSC code',
    );
    expect(errorsOf('step35', { bankIfscCode: 'hdfc0001234' })).toEqual({});
  });

  it('derives the bank from the IFSC on the server and never asks it (decision 090)', () => {
    expect(getStep(j, 'step35').fields[0]?.lookup).toBe('ifscBank');
    const later = ['step36', 'step37'].flatMap((id) => getStep(j, id).fields.map((f) => f.name));
    expect(later).not.toContain('bankName');
  });

  it('takes a numeric account number of at most 32 digits and a holder name of at most 72', () => {
    expect(errorsOf('step37', { bankAccountNo: '1234-5678' }).bankAccountNo).toBe(
      'Please enter numbers only',
    );
    expect(errorsOf('step37', { bankAccountNo: '1'.repeat(32) })).toEqual({});
    expect(errorsOf('step37', { bankAccountNo: '1'.repeat(33) }).bankAccountNo).toBe(
      'Must be 32 characters or less',
    );
    expect(errorsOf('step37', { accountHolderName: 'A'.repeat(73) }).accountHolderName).toBe(
      'Must be 72 characters or less',
    );
  });
});

describe('step43 e-agreement', () => {
  it('needs the acceptance and the OTP', () => {
    expect(errorsOf('step43', {})).toEqual({});
    expect(errorsOf('step43', { otp: '' }).otp).toBe('Required');
    // The code signs the agreement: asked even when the mobile was verified at step1.
    const step43 = getStep(j, 'step43');
    expect(step43.fields.find((f) => f.kind === 'otp')).toMatchObject({ signs: true });
    const verified = validateStep(
      step43,
      { eAgreementAccepted: true },
      applicant,
      { mobileVerified: true },
      testEnv,
    );
    expect(verified.errors.otp).toBe('Required');
    expect(errorsOf('step43', { eAgreementAccepted: false }).eAgreementAccepted).toBe(
      'Please agree to the mandatory Terms to submit your application',
    );
  });
});
