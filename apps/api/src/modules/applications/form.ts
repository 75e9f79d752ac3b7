import { AMEX_CONSENTS, formKindOf, instantApplyForm, type StepDef } from '@tara/core';

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
    ...pick(form, [...AMEX_CONSENTS.map((c) => c.answer), 'isAmexDisclaimerChecked']),
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
    // Not in the spec's record, but the form asks it and the rbl provider lead sends it.
    company: form.CompanyName,
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

/**
 * The instant-apply form of an issuer, as the browser shows it (core's definitions: one set
 * of fields, rules and messages for both); null when the issuer has no instant-apply form.
 */
export function instantApplyStep(alias: string): StepDef | null {
  const kind = formKindOf(alias);
  return kind ? { ...instantApplyForm(kind), last: true } : null;
}

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
 * and mobile; the other personal fields it holds are checked with the instant-apply forms'
 * rules (the Amex form asks them all), the date of birth with the card's issuer's age bounds.
 */
export function leadApplyStep(providerId: number): StepDef {
  const form = instantApplyForm('amex');
  return {
    ...form,
    id: 'lead-apply',
    last: true,
    fields: form.fields
      .filter((f) => LEAD_CHECKED.has(f.name))
      .map((f) => ({
        ...f,
        required: LEAD_REQUIRED.has(f.name),
        rules: (f.rules ?? [])
          .filter((r) => r.rule !== 'required')
          .map((r) => (r.rule === 'dob' ? { rule: 'dob', providerId } : r)),
      })),
  };
}
