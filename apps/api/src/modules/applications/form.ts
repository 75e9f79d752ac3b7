import { ageBounds, type FieldDef, type RuleRef, type StepDef } from '@tara/core';

// The instant-apply form (01 §3 "Instant-apply form", IA-04..07) as one step of fields, so the
// server checks it with the same core rules and messages as every journey step. Three shapes
// are read into the card form values the core payload mappings take: the flat form values,
// the spec's nested form ({ personal, employment }) and the rbl record ({ FirstName, … }).

type Raw = Record<string, unknown>;

const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** 'YYYY-MM-DD' or 'DD/MM/YYYY' (or '-') into the three boxes; otherwise nothing. */
function dobParts(dob: unknown): Raw {
  if (typeof dob !== 'string') return {};
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(dob.trim());
  if (iso) return { dobYear: iso[1], dobMonth: iso[2], dobDate: iso[3] };
  const dmy = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(dob.trim());
  if (dmy) return { dobDate: dmy[1], dobMonth: dmy[2], dobYear: dmy[3] };
  return { dobDate: dob };
}

const genderOf = (v: unknown): unknown =>
  v === 1 || v === '1' ? 'male' : v === 2 || v === '2' ? 'female' : v;

const empTypeOf = (v: unknown): unknown =>
  v === 1 || v === '1' ? 'salaried' : v === 2 || v === '2' ? 'selfEmpl' : v;

/** Joins address lines that are given, skipping the 'Please Contact' placeholder. */
function joinLines(...lines: unknown[]): string | undefined {
  const parts = lines.filter(
    (l): l is string => typeof l === 'string' && l.trim() !== '' && l !== 'Please Contact',
  );
  return parts.length > 0 ? parts.join(', ') : undefined;
}

const defined = (record: Raw): Raw =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined));

/** The spec's nested form: personal and employment blocks. */
function fromNested(form: Raw): Raw {
  const p = isRecord(form.personal) ? form.personal : {};
  const e = isRecord(form.employment) ? form.employment : {};
  return defined({
    firstname: p.fname,
    middlename: p.mname,
    lastname: p.lname,
    email: p.email,
    mobile: p.mobile,
    std: p.std,
    phone: p.phone,
    ...dobParts(p.dob),
    ...pick(form, ['dobDate', 'dobMonth', 'dobYear']),
    gender: genderOf(p.gender),
    monthlyIncome: p.monthly_income,
    pancard: p.pancard,
    address: p.address_full ?? joinLines(p.address, p.address2, p.address3),
    pincode: p.pincode,
    empType: empTypeOf(e.employment_type),
    company: e.company_name,
    qualification: e.educational_qualification,
    officeAddress: e.o_address_full ?? joinLines(e.o_address, e.o_address2, e.o_address3),
    officePincode: e.o_pincode,
    officeEmail: e.o_email ?? e.office_email,
    aadhaar: e.aadharnumber,
    promocode: form.couponCode,
    ...pick(form, [...CONSENTS, 'isAmexDisclaimerChecked']),
  });
}

/** The rbl instant-apply record (IA-06). */
function fromRbl(form: Raw): Raw {
  const had = form.HadLoanOrCreditCardFromAnyBank;
  return defined({
    firstname: form.FirstName,
    middlename: form.MiddleName,
    lastname: form.LastName,
    fatherName: form.FatherName,
    gender: genderOf(form.Gender),
    ...dobParts(form.DOB),
    ...pick(form, ['dobDate', 'dobMonth', 'dobYear']),
    address: form.ResAddressFull ?? joinLines(form.ResAddress1, form.ResAddress2),
    landmark: form.Landmark,
    pincode: form.ResPIN,
    email: form.Email,
    mobile: form.Mobile,
    empType: empTypeOf(form.EmpType),
    monthlyIncome: form.NMI,
    pancard: form.PAN,
    haveBankCard: had === 'Y' ? 'yes' : had === 'N' ? 'no' : undefined,
    promocode: form.couponCode,
  });
}

function pick(form: Raw, keys: readonly string[]): Raw {
  return Object.fromEntries(keys.filter((k) => k in form).map((k) => [k, form[k]]));
}

/** The card form values of an instant-apply body, whichever of the three shapes it has. */
export function formValuesOf(form: Raw): Raw {
  if (isRecord(form.personal) || isRecord(form.employment)) return fromNested(form);
  if ('FirstName' in form || 'PAN' in form || 'ResPIN' in form) return fromRbl(form);
  return form;
}

const CONSENTS = [
  'consentAdditionalPrivileges',
  'consentEmail',
  'consentInsurancePlan',
  'consentPhoneMarketing',
  'consentOnlineStatements',
  'consentPaybackPoints',
] as const;

const text = (name: string, label: string, rules: RuleRef[], required = true): FieldDef => ({
  name,
  kind: 'text',
  label,
  required,
  rules,
});

/**
 * The fields of the instant-apply form of an issuer. Every issuer asks the personal and
 * income fields; Amex also asks the office details, Aadhaar, the six consents and its
 * mandatory disclaimer. The date of birth keeps the issuer's age bounds (01 §5).
 */
export function instantApplyStep(alias: string, providerId: number): StepDef {
  const { min, max } = ageBounds(providerId);
  const fields: FieldDef[] = [
    text('firstname', 'FIRST NAME', [{ rule: 'name' }, { rule: 'maxLength', n: 32 }]),
    text('middlename', 'MIDDLE NAME', [{ rule: 'name' }, { rule: 'maxLength', n: 32 }], false),
    text('lastname', 'LAST NAME', [{ rule: 'name' }, { rule: 'maxLength', n: 32 }]),
    text('fatherName', 'FATHER’S NAME', [{ rule: 'name' }, { rule: 'maxLength', n: 64 }], false),
    { name: 'pancard', kind: 'pan', label: 'PAN', rules: [{ rule: 'pan', variant: 'individual' }] },
    { name: 'mobile', kind: 'mobile', label: 'MOBILE NUMBER', rules: [{ rule: 'mobile' }] },
    { name: 'email', kind: 'email', label: 'E-MAIL', rules: [{ rule: 'email' }] },
    {
      name: 'dob',
      kind: 'dob',
      label: 'DATE OF BIRTH (DD/MM/YYYY)',
      rules: [{ rule: 'dob', minAge: min, maxAge: max }],
    },
    {
      name: 'gender',
      kind: 'radio',
      label: 'GENDER',
      options: [
        { value: 'male', label: 'Male' },
        { value: 'female', label: 'Female' },
      ],
    },
    {
      name: 'empType',
      kind: 'radio',
      label: 'EMPLOYMENT TYPE',
      options: [
        { value: 'salaried', label: 'Salaried' },
        { value: 'selfEmpl', label: 'Self employed' },
      ],
    },
    { name: 'monthlyIncome', kind: 'money', label: 'MONTHLY INCOME', rules: [] },
    text('company', 'COMPANY NAME', [{ rule: 'maxLength', n: 100 }], false),
    {
      name: 'address',
      kind: 'address',
      label: 'ADDRESS',
      rules: [{ rule: 'address' }, { rule: 'maxLength', n: 120 }],
    },
    text('landmark', 'LANDMARK', [{ rule: 'maxLength', n: 72 }], false),
    { name: 'pincode', kind: 'pincode', label: 'PINCODE', rules: [{ rule: 'pincode' }] },
    text('std', 'STD CODE', [{ rule: 'std' }], false),
    text('phone', 'LANDLINE', [{ rule: 'landline', stdField: 'std' }], false),
    text('promocode', 'PROMO CODE', [{ rule: 'maxLength', n: 32 }], false),
    { name: 'haveBankCard', kind: 'radio', label: 'CARD HELD', required: false, options: YES_NO },
  ];
  if (alias === 'amex') {
    fields.push(
      {
        name: 'officeEmail',
        kind: 'email',
        label: 'OFFICE E-MAIL',
        required: false,
        rules: [{ rule: 'officeEmail' }],
      },
      {
        name: 'officeAddress',
        kind: 'address',
        label: 'OFFICE ADDRESS',
        required: false,
        rules: [{ rule: 'address' }, { rule: 'maxLength', n: 72 }],
      },
      {
        name: 'officePincode',
        kind: 'pincode',
        label: 'OFFICE PINCODE',
        required: false,
        rules: [{ rule: 'pincode' }],
      },
      {
        name: 'qualification',
        kind: 'radio',
        label: 'EDUCATION',
        required: false,
        options: ['1', '2', '3', '4', '5'].map((value) => ({ value, label: value })),
      },
      text('aadhaar', 'AADHAAR', [{ rule: 'aadhaar' }], false),
      ...CONSENTS.map(
        (name): FieldDef => ({ name, kind: 'checkbox', label: name, required: false }),
      ),
      {
        name: 'isAmexDisclaimerChecked',
        kind: 'disclaimer',
        label: 'I agree to the terms of American Express',
      },
    );
  }
  return { id: 'instant-apply', title: 'Instant apply', fields, last: true };
}

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** The fields of a finished journey lead that are checked again before it goes to an issuer. */
const LEAD_CHECKED = new Set([
  'firstname',
  'middlename',
  'lastname',
  'pancard',
  'mobile',
  'email',
  'dob',
  'pincode',
  'std',
  'phone',
]);
const LEAD_REQUIRED = new Set(['firstname', 'lastname', 'pancard', 'mobile']);

/**
 * What a finished journey lead must hold to be sent to an issuer: the applicant's names, PAN
 * and mobile; the other personal fields it holds are checked with the same rules.
 */
export function leadApplyStep(alias: string, providerId: number): StepDef {
  const step = instantApplyStep(alias, providerId);
  return {
    ...step,
    id: 'lead-apply',
    fields: step.fields
      .filter((f) => LEAD_CHECKED.has(f.name))
      .map((f) => ({ ...f, required: LEAD_REQUIRED.has(f.name) })),
  };
}
