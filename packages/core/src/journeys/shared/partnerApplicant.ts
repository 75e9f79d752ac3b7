// What the partner business loan and the Northern Arc credit line ask of the applicant alike
// (spec 02 §2.1, §2.3, §4.2; decisions 020, 036): who they are, checked against the PAN by the
// partner first, and the date of birth as a full date within the partner's ages.
import type { FieldDef, StepCall } from '../../engine/types.js';
import { emailField } from './emailField.js';
import { fullNameField } from './fullNameField.js';
import { mobileField } from './mobileField.js';
import { panField } from './panField.js';

/** Step1's fields: name, mobile, PAN, e-mail, then the journey's OTP and its consent box. */
export function partnerApplicantFields(otp: FieldDef, consent: FieldDef): FieldDef[] {
  return [
    fullNameField(),
    mobileField(),
    panField(),
    { ...emailField(), label: 'E-MAIL' },
    otp,
    consent,
  ];
}

/** The partner's PAN check (`call`): a mismatch or an invalid PAN keeps the applicant on the step. */
export function panCheckCall(call: string): StepCall {
  return {
    name: call,
    outcomes: ['valid', 'mismatch', 'invalid'],
    refuse: { outcomes: ['mismatch', 'invalid'], field: 'pancard' },
  };
}

/** The date of birth as a full date, within the ages of the partner `providerId`. */
export function partnerDobField(providerId: number): FieldDef {
  return {
    name: 'dob',
    kind: 'dob',
    label: 'DATE OF BIRTH (DD/MM/YYYY)',
    rules: [{ rule: 'dob', providerId, fullDate: true, invalidMessage: 'Invalid' }],
  };
}
