import { emailRules, mobile } from '@tara/core/validation';

// The partner-with-us form: its values and their checks. E-mail and mobile use core's rules
// (and their exact messages), as the journeys do.

export const ORGANISATION_TYPES = [
  { value: 'bank', label: 'Bank' },
  { value: 'nbfc', label: 'NBFC' },
  { value: 'insurer', label: 'Insurer' },
  { value: 'other', label: 'Other' },
] as const;

export type OrganisationType = (typeof ORGANISATION_TYPES)[number]['value'];

export interface PartnerForm {
  organisation: string;
  organisationType: OrganisationType | '';
  name: string;
  email: string;
  mobile: string;
  message: string;
}

export type PartnerErrors = Partial<Record<keyof PartnerForm, string>>;

export const EMPTY_PARTNER_FORM: PartnerForm = {
  organisation: '',
  organisationType: '',
  name: '',
  email: '',
  mobile: '',
  message: '',
};

export const MESSAGE_MAX = 1000;
const TEXT_MAX = 100;

const RULE_ENV = { today: new Date(0) }; // the rules used here do not read the date

/** The form's errors by field (empty when it can be sent). Values are checked trimmed. */
export function validatePartnerForm(form: PartnerForm): PartnerErrors {
  const errors: PartnerErrors = {};
  const organisation = form.organisation.trim();
  const name = form.name.trim();
  const email = form.email.trim();
  const phone = form.mobile.trim();
  if (!organisation) errors.organisation = 'Please enter your organisation’s name';
  else if (organisation.length > TEXT_MAX)
    errors.organisation = `Please keep it within ${TEXT_MAX} characters`;
  if (!form.organisationType)
    errors.organisationType = 'Please choose what kind of organisation it is';
  if (!name) errors.name = 'Please enter your name';
  else if (name.length > TEXT_MAX) errors.name = `Please keep it within ${TEXT_MAX} characters`;
  const emailError = email
    ? emailRules.email(email, { rule: 'email' }, {}, RULE_ENV)
    : 'Please enter your work e-mail';
  if (emailError) errors.email = emailError;
  const mobileError = phone
    ? mobile(phone, { rule: 'mobile' }, {}, RULE_ENV)
    : 'Please enter your mobile number';
  if (mobileError) errors.mobile = mobileError;
  if (form.message.trim().length > MESSAGE_MAX) {
    errors.message = `Please keep your message within ${MESSAGE_MAX} characters`;
  }
  return errors;
}

/** The first field with an error, in the order the form shows them (to move focus to it). */
export function firstInvalidField(errors: PartnerErrors): keyof PartnerForm | null {
  const order: (keyof PartnerForm)[] = [
    'organisation',
    'organisationType',
    'name',
    'email',
    'mobile',
    'message',
  ];
  return order.find((key) => errors[key]) ?? null;
}
