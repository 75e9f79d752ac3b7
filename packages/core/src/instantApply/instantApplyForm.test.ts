import { describe, expect, it } from 'vitest';
import { validateStep } from '../engine/validateStep.js';
import type { Answers } from '../journeyModel/types.js';
import { formKindOf, instantApplyForm } from './instantApplyForm.js';
import { instantApplySample } from './instantApplySample.js';

const TODAY = { today: new Date('2025-06-01T00:00:00Z') };

const GOOD = instantApplySample('icici');
const AMEX = instantApplySample('amex');

const errorsOf = (kind: 'rbl' | 'icici' | 'amex', values: Answers) =>
  validateStep(instantApplyForm(kind), values, {}, {}, TODAY).errors;

describe('instant-apply forms', () => {
  it('has a form for rbl, icici and amex only', () => {
    expect(formKindOf('RBL')).toBe('rbl');
    expect(formKindOf('icici')).toBe('icici');
    expect(formKindOf('amex')).toBe('amex');
    expect(formKindOf('sbi')).toBeNull();
  });

  it('accepts a complete form and sends normalised values', () => {
    expect(errorsOf('rbl', { ...GOOD, haveBankCard: 'no' })).toEqual({});
    expect(errorsOf('icici', GOOD)).toEqual({});
    expect(errorsOf('amex', AMEX)).toEqual({});
    const { values } = validateStep(instantApplyForm('icici'), GOOD, {}, {}, TODAY);
    expect(values).toMatchObject({ pancard: 'ABCPE1234F', monthlyIncome: 85000 });
    // The pincode's city is the server's lookup; the 'Please Contact' default its mapping.
    expect(values).not.toHaveProperty('city');
  });

  it("says the spec's messages", () => {
    // The spec's words, word for word (issue 23).
    expect(errorsOf('rbl', { ...GOOD, pancard: 'ABCDE12345' }).pancard).toBe(
      'Please enter a valid PAN',
    );
    // An individual's PAN: the 4th letter is P.
    expect(errorsOf('rbl', { ...GOOD, pancard: 'ABCCE1234F' }).pancard).toMatch(
      /^Please enter a valid PAN$/,
    );
    expect(errorsOf('amex', { ...AMEX, phone: '2266123' }).phone).toBe('Invalid Landline');
    expect(errorsOf('amex', { ...AMEX, std: '', phone: '22661234' }).phone).toBe(
      'Invalid Landline',
    );
    expect(errorsOf('amex', { ...AMEX, officeEmail: 'asha@gmail.com' }).officeEmail).toBe(
      'Invalid Office Email',
    );
    expect(errorsOf('rbl', { ...GOOD, address: 'MG Road' }).address).toBe(
      "This address doesn't look complete. Address should contain street, house number. Please provide your complete address.",
    );
    expect(errorsOf('rbl', { ...GOOD, firstname: '' }).firstname).toBe(
      'Please enter the first name',
    );
    expect(
      errorsOf('amex', { ...AMEX, isAmexDisclaimerChecked: false }).isAmexDisclaimerChecked,
    ).toBe('Please agree to the mandatory Terms to submit your application');
  });

  it('keeps the landline optional on the Amex form', () => {
    expect(errorsOf('amex', { ...AMEX, std: '', phone: '' })).toEqual({});
  });

  it("applies the issuer's age bounds (icici 21 to 58)", () => {
    expect(errorsOf('icici', { ...GOOD, dobYear: '1960' })).toHaveProperty('dob');
    expect(errorsOf('amex', { ...AMEX, dobYear: '1960' })).toEqual({});
  });

  it('asks the Amex-only fields only on the Amex form', () => {
    const names = (kind: 'rbl' | 'amex') => instantApplyForm(kind).fields.map((f) => f.name);
    expect(names('rbl')).not.toContain('aadhaar');
    expect(names('rbl')).toContain('haveBankCard');
    expect(names('amex')).toEqual(expect.arrayContaining(['std', 'phone', 'officeEmail']));
  });
});
