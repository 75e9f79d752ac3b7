// What the partner business loan and the Northern Arc credit line ask of the applicant alike
// (spec 02 §2.1, §2.3, §4.2; decisions 020, 036): who they are, checked against the PAN by the
// partner first, and the date of birth as a full date within the partner's ages.
import type { FieldDef, NextRule, StepDef } from '../../journeyModel/types.js';
import { emailField } from './emailField.js';
import { fullNameField } from './fullNameField.js';
import { makeStep } from './makeStep.js';
import { mobileField } from './mobileField.js';
import { panField } from './panField.js';

/** What step1 of a partner journey says and asks, besides its next rules. */
export interface PartnerApplicant {
  title: string;
  /** Who checks the name against the PAN: 'the bank', 'Northern Arc'. */
  checker: string;
  /** The journey's OTP field. */
  otp: FieldDef;
  /** The consent box naming the partner (decision 063). */
  consent: FieldDef;
  /** The partner's PAN check: a mismatch or an invalid PAN keeps the applicant here. */
  panCheck: string;
}

/**
 * Step1: who the applicant is (name, mobile, PAN, e-mail), the OTP and the consent; the
 * partner checks the PAN against the name first (02 §4.2: on failure the error is shown and
 * nothing goes further).
 */
export function partnerApplicantStep(next: NextRule[], step: PartnerApplicant): StepDef {
  return makeStep('step1', next, {
    title: step.title,
    info: [
      `Give your name exactly as on your PAN card: ${step.checker} checks the two against each other.`,
      'We send a one-time password to your mobile to make sure it is yours.',
    ],
    fields: [
      fullNameField(),
      mobileField(),
      panField(),
      { ...emailField(), label: 'E-MAIL' },
      step.otp,
      step.consent,
    ],
    effects: ['checkUser'],
    call: {
      name: step.panCheck,
      outcomes: ['valid', 'mismatch', 'invalid'],
      refuse: { outcomes: ['mismatch', 'invalid'], field: 'pancard' },
    },
    autoAdvance: false,
  });
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
