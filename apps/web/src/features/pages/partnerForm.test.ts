import { describe, expect, it } from 'vitest';
import {
  EMPTY_PARTNER_FORM,
  firstInvalidField,
  type PartnerForm,
  validatePartnerForm,
} from './partnerForm';

const VALID: PartnerForm = {
  organisation: 'Example Finance Pvt. Ltd.',
  organisationType: 'nbfc',
  name: 'Asha Rao',
  email: 'asha.rao@example.co.in',
  mobile: '9876543210',
  message: '',
};

describe('validatePartnerForm', () => {
  it('accepts a complete form', () => {
    expect(validatePartnerForm(VALID)).toEqual({});
    expect(validatePartnerForm({ ...VALID, mobile: ' 9876543210 ' })).toEqual({});
  });

  it('asks for every required field of an empty form, in order', () => {
    const errors = validatePartnerForm(EMPTY_PARTNER_FORM);
    expect(Object.keys(errors)).toEqual([
      'organisation',
      'organisationType',
      'name',
      'email',
      'mobile',
    ]);
    expect(firstInvalidField(errors)).toBe('organisation');
  });

  it("uses core's e-mail and mobile rules and their messages", () => {
    const errors = validatePartnerForm({ ...VALID, email: 'asha@', mobile: '5876543210' });
    expect(errors.email).toBe('Please enter a valid email ID');
    expect(errors.mobile).toBe('An Indian mobile number starts with 6, 7, 8 or 9');
    expect(firstInvalidField(errors)).toBe('email');
  });

  it('limits the message', () => {
    expect(validatePartnerForm({ ...VALID, message: 'x'.repeat(1001) }).message).toMatch(/1000/);
    expect(validatePartnerForm({ ...VALID, message: 'x'.repeat(1000) })).toEqual({});
  });

  it('has no invalid field when there are no errors', () => {
    expect(firstInvalidField({})).toBeNull();
  });
});
