// Field builders the partner loan and credit-line journeys share (spec 02 §3.3, §5; decisions
// 020, 036): OTPs, documents, names, coded radios. Names are the spec's form values.
import { BUSINESS_LOAN_UPLOAD_BYTES as MAX_BYTES, RELIGIONS } from '../../catalog/businessLoan.js';
import { DOCUMENT_TYPES } from '../../catalog/enums.js';
import type { Condition, FieldDef, FieldOption, RuleRef } from '../../journeyModel/types.js';
import { opts } from './options.js';

export const PDF = 'application/pdf';
export const JPEG = 'image/jpeg';
export const PNG = 'image/png';
export const ZIP = 'application/zip';

/** The share code's length (02 §5: required, max 4; exactly 4 opens the ZIP). */
const SHARE_CODE = 4;

export const is = (field: string, value: string): Condition => ({ field, eq: value });

/**
 * The mobile OTP, asked unless the mobile being saved is already verified (the spec's final
 * OTP rules); the server sets `mobileVerified` in the context, the browser mirrors it.
 */
export function otpField(): FieldDef {
  return {
    name: 'otp',
    kind: 'otp',
    label: 'OTP SENT TO YOUR MOBILE',
    showWhen: { not: { ctx: 'mobileVerified', eq: true } },
  };
}

/** The OTP that signs an e-agreement: asked every time, verified mobile or not. */
export function signingOtpField(): FieldDef {
  return { name: 'otp', kind: 'otp', label: 'OTP TO SIGN THE AGREEMENT', signs: true };
}

/** Options from catalog ids: the id as text is the value. */
export const idOptions = (list: readonly { id: number; label: string }[]): FieldOption[] =>
  list.map(({ id, label }) => ({ value: String(id), label }));

export function radio(name: string, label: string, options: FieldOption[]): FieldDef {
  return { name, kind: 'radio', label, options };
}

export const yesNoCodes = (): FieldOption[] => opts(['1', 'Yes'], ['0', 'No']);

/** A personal name: letters and spaces, at most `max`. */
export function nameField(name: string, label: string, max = 72, required?: string): FieldDef {
  const rules: RuleRef[] = [{ rule: 'name' }, { rule: 'maxLength', n: max }];
  if (required) rules.unshift({ rule: 'required', message: required });
  return { name, kind: 'text', label, maxLength: max, rules };
}

/** A business registration's number, asked when `businessDocumentType` is `choice`: a length cap, no validator. */
export function businessDocumentIdField(name: string, label: string, choice: string): FieldDef {
  return {
    name,
    kind: 'text',
    label,
    maxLength: 32,
    rules: [{ rule: 'maxLength', n: 32 }],
    showWhen: is('businessDocumentType', choice),
  };
}

/** A tenure slider in months (BL-54, 02 §5): its ends say the shortest and the longest tenure. */
export function tenureMonthsSlider(months: { min: number; max: number; step: number }): RuleRef {
  const { min, max, step } = months;
  return {
    rule: 'slider',
    min,
    max,
    step,
    minInfo: `The shortest tenure is ${min} months.`,
    maxInfo: `The longest tenure is ${max} months.`,
  };
}

export function fileField(
  name: string,
  label: string,
  documentType: number,
  accept: string[],
  maxBytes: number,
): FieldDef {
  return { name, kind: 'file', label, file: { accept, maxBytes, documentType } };
}

/** The Aadhaar offline e-KYC ZIP (document type 40). */
export function aadhaarXmlField(): FieldDef {
  return fileField(
    'aadhaarXml',
    'AADHAAR OFFLINE E-KYC (ZIP)',
    DOCUMENT_TYPES.okycAadhaar,
    [ZIP],
    MAX_BYTES.aadhaarXml,
  );
}

/**
 * The 4-character share code that opens the Aadhaar ZIP: required, max 4, exactly 4. Passed
 * to the step's `okyc` call and never kept (`callOnly`): with the ZIP it opens the resident's
 * KYC (decisions 025, 062).
 */
export function shareCodeField(): FieldDef {
  return {
    name: 'shareCode',
    kind: 'text',
    label: 'SHARE CODE',
    callOnly: true,
    maxLength: SHARE_CODE,
    hint: 'The 4-character code you chose when you downloaded the ZIP',
    rules: [
      { rule: 'maxLength', n: SHARE_CODE },
      { rule: 'exactLength', n: SHARE_CODE },
    ],
  };
}

export function photoField(name: string, label: string, documentType: number): FieldDef {
  return fileField(name, label, documentType, [JPEG, PNG], MAX_BYTES.photo);
}

/** The signed physical NACH form (document type 39). */
export function physicalNachField(): FieldDef {
  return fileField(
    'pnachDocument',
    'SIGNED NACH FORM (PDF, JPEG OR PNG)',
    DOCUMENT_TYPES.physicalNach,
    [PDF, JPEG, PNG],
    MAX_BYTES.physicalNach,
  );
}

/** maritalStatus (02 §3.3): the partner's codes, asked by the business loan and credit lines. */
export function maritalStatusField(): FieldDef {
  return radio(
    'maritalStatus',
    'MARITAL STATUS',
    opts(['MS_MARRIED', 'Married'], ['MS_SINGLE', 'Single'], ['MS_OTHERS', 'Others']),
  );
}

/** religion (02 §3.3, ids 1 to 8), required (02 §5). */
export function religionField(): FieldDef {
  return { name: 'religion', kind: 'select', label: 'RELIGION', options: idOptions(RELIGIONS) };
}

/** remarks: optional, at most `max` characters (02 §5: 72). */
export function remarksField(max: number): FieldDef {
  return {
    name: 'remarks',
    kind: 'text',
    label: 'REMARKS (OPTIONAL)',
    required: false,
    maxLength: max,
    rules: [{ rule: 'maxLength', n: max }],
  };
}
