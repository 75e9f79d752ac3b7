import type { FieldDef, StepDef } from '../engine/types.js';
import { amexConsentFields } from '../journeys/creditCards/amexConsentFields.js';

// The instant-apply forms (spec 01 §3 "Instant-apply form", IA-01..08) as data: one page of
// fields per form, rendered by the browser's journey field widgets and checked by the server
// (POST /api/cards/apply) with these very definitions and core's rules. Names are the card
// form values the API reads (apps/api/README.md, `instantApply`). The 'Please Contact'
// address default is the server's mapping, never shown here.

/** The three forms: the rbl record, the icici-style lead and the Amex-type lead. */
export type InstantApplyKind = 'rbl' | 'icici' | 'amex';

/** The form of a journey alias (the issuers with an instant-apply route), or null. */
export function formKindOf(alias: string): InstantApplyKind | null {
  const a = alias.toLowerCase();
  return a === 'rbl' || a === 'icici' || a === 'amex' ? a : null;
}

/** Issuer provider ids (their age bounds: icici 3 is 21–58). */
const PROVIDER_IDS: Record<InstantApplyKind, number> = { rbl: 62, icici: 3, amex: 40 };

const text = (name: string, label: string, more: Partial<FieldDef> = {}): FieldDef => ({
  name,
  kind: 'text',
  label,
  ...more,
});

function personalFields(kind: InstantApplyKind): FieldDef[] {
  return [
    text('firstname', 'FIRST NAME', {
      maxLength: 32,
      rules: [
        { rule: 'required', message: 'Please enter the first name' },
        { rule: 'name' },
        { rule: 'maxLength', n: 32 },
      ],
    }),
    text('middlename', 'MIDDLE NAME (OPTIONAL)', {
      required: false,
      maxLength: 32,
      rules: [{ rule: 'name' }, { rule: 'maxLength', n: 32 }],
    }),
    text('lastname', 'LAST NAME', {
      maxLength: 32,
      rules: [
        { rule: 'required', message: 'Please enter the last name' },
        { rule: 'name' },
        { rule: 'maxLength', n: 32 },
      ],
    }),
    {
      name: 'gender',
      kind: 'radio',
      label: 'GENDER',
      options: [
        { value: 'male', label: 'Male' },
        { value: 'female', label: 'Female' },
        { value: 'transgender', label: 'Transgender' },
      ],
    },
    {
      name: 'dob',
      kind: 'dob',
      label: 'DATE OF BIRTH (DD/MM/YYYY)',
      rules: [{ rule: 'dob', providerId: PROVIDER_IDS[kind] }],
    },
    {
      name: 'mobile',
      kind: 'mobile',
      label: 'MOBILE NUMBER',
      maxLength: 10,
      rules: [{ rule: 'mobile' }],
    },
    { name: 'email', kind: 'email', label: 'E-MAIL', rules: [{ rule: 'email' }] },
    {
      name: 'pancard',
      kind: 'pan',
      label: 'PAN',
      maxLength: 10,
      placeholder: 'ABCPE1234F',
      rules: [{ rule: 'pan', variant: 'individual' }],
    },
    {
      name: 'address',
      kind: 'address',
      label: 'HOUSE NO., STREET, AREA',
      maxLength: 72,
      rules: [{ rule: 'address' }, { rule: 'maxLength', n: 72 }],
    },
    {
      name: 'pincode',
      kind: 'pincode',
      label: 'PINCODE',
      maxLength: 6,
      rules: [{ rule: 'pincode' }],
      lookup: 'pincodeCity',
    },
  ];
}

const EMPLOYMENT: FieldDef[] = [
  {
    name: 'empType',
    kind: 'radio',
    label: 'EMPLOYMENT TYPE',
    options: [
      { value: 'salaried', label: 'Salaried' },
      { value: 'selfEmpl', label: 'Self-employed' },
    ],
  },
  {
    name: 'company',
    kind: 'text',
    label: 'COMPANY OR BUSINESS NAME',
    maxLength: 72,
    rules: [{ rule: 'maxLength', n: 72 }],
  },
  {
    name: 'monthlyIncome',
    kind: 'money',
    label: 'MONTHLY INCOME (₹)',
    rules: [{ rule: 'minValue', n: 10000 }],
  },
];

const PROMOCODE: FieldDef = text('promocode', 'PROMO CODE (OPTIONAL)', {
  required: false,
  maxLength: 20,
  rules: [{ rule: 'maxLength', n: 20 }],
});

const AMEX_FIELDS: FieldDef[] = [
  text('std', 'STD CODE (OPTIONAL)', { required: false, maxLength: 5, rules: [{ rule: 'std' }] }),
  text('phone', 'LANDLINE NUMBER (OPTIONAL)', {
    required: false,
    maxLength: 8,
    rules: [{ rule: 'landline', stdField: 'std' }],
  }),
  {
    name: 'qualification',
    kind: 'select',
    label: 'HIGHEST QUALIFICATION',
    options: [
      { value: '1', label: 'Under graduate' },
      { value: '2', label: 'Graduate or diploma' },
      { value: '3', label: 'Post graduate' },
      { value: '4', label: 'Professional (CA, doctor, engineer …)' },
      { value: '5', label: 'Others' },
    ],
  },
  { name: 'officeEmail', kind: 'email', label: 'OFFICE E-MAIL', rules: [{ rule: 'officeEmail' }] },
  {
    name: 'officeAddress',
    kind: 'address',
    label: 'OFFICE ADDRESS',
    maxLength: 72,
    rules: [{ rule: 'address' }, { rule: 'maxLength', n: 72 }],
  },
  {
    name: 'officePincode',
    kind: 'pincode',
    label: 'OFFICE PINCODE',
    maxLength: 6,
    rules: [{ rule: 'pincode' }, { rule: 'maxLength', n: 6 }],
  },
  text('aadhaar', 'AADHAAR NUMBER', { maxLength: 14, rules: [{ rule: 'aadhaar' }] }),
  ...amexConsentFields(),
];

/** The rbl record's extras (IA-06): father's name, landmark, a loan or card held. */
const RBL_FIELDS: FieldDef[] = [
  text('fatherName', "FATHER'S NAME (OPTIONAL)", {
    required: false,
    maxLength: 64,
    rules: [{ rule: 'name' }, { rule: 'maxLength', n: 64 }],
  }),
  text('landmark', 'LANDMARK (OPTIONAL)', {
    required: false,
    maxLength: 72,
    rules: [{ rule: 'maxLength', n: 72 }],
  }),
  {
    name: 'haveBankCard',
    kind: 'radio',
    label: 'DO YOU HAVE A LOAN OR A CREDIT CARD WITH ANY BANK?',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
];

const TITLES: Record<InstantApplyKind, string> = {
  rbl: 'Apply in one go: your details for RBL Bank.',
  icici: 'Apply in one go: your details for ICICI Bank.',
  amex: 'Apply in one go: your details for American Express.',
};

/** The form of a kind, as one step (its id is the route segment). */
export function instantApplyForm(kind: InstantApplyKind): StepDef {
  const fields = [...personalFields(kind), ...EMPLOYMENT];
  if (kind === 'rbl') fields.push(...RBL_FIELDS);
  if (kind === 'amex') fields.push(...AMEX_FIELDS);
  fields.push(PROMOCODE);
  return {
    id: 'about-you',
    title: TITLES[kind],
    info: [
      'Everything on one page; you can check it before it is sent.',
      'We send your application to the bank only when you submit it.',
    ],
    fields,
  };
}
