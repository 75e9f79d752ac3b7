import type { FieldDef, StepDef } from '../journeyModel/types.js';
import { amexConsentFields } from '../journeys/creditCards/amexConsentFields.js';
import {
  addressField,
  dobField,
  emailField,
  empTypeField,
  genderField,
  mobileField,
  monthlyIncomeField,
  officePincodeField,
  panField,
  pincodeField,
  qualificationField,
  yesNoField,
} from '../journeys/shared/index.js';

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
    genderField(),
    dobField(PROVIDER_IDS[kind]),
    mobileField(),
    emailField(),
    panField(),
    addressField(),
    pincodeField(),
  ];
}

const EMPLOYMENT: FieldDef[] = [
  empTypeField(),
  {
    name: 'company',
    kind: 'text',
    label: 'COMPANY OR BUSINESS NAME',
    maxLength: 72,
    rules: [{ rule: 'maxLength', n: 72 }],
  },
  monthlyIncomeField(),
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
  qualificationField(),
  { name: 'officeEmail', kind: 'email', label: 'OFFICE E-MAIL', rules: [{ rule: 'officeEmail' }] },
  addressField('officeAddress', 'OFFICE ADDRESS'),
  officePincodeField(),
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
  yesNoField('haveBankCard', 'DO YOU HAVE A LOAN OR A CREDIT CARD WITH ANY BANK?'),
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
