// Field builders of the partner business loan (spec 02 §3.3, §5; decision 020). Names are the
// spec's form values; option values are the codes the partner payload sends.
import {
  BUSINESS_LOAN_LIMITS as L,
  BUSINESS_LOAN_UPLOAD_BYTES as MAX_BYTES,
} from '../../catalog/businessLoan.js';
import { DOCUMENT_TYPES } from '../../catalog/enums.js';
import type { Condition, FieldDef, FieldOption, NextRule, RuleRef } from '../../engine/types.js';
import { opts } from '../shared/index.js';

export { dobField } from '../shared/index.js';

export const PDF = 'application/pdf';
export const JPEG = 'image/jpeg';
export const PNG = 'image/png';
export const ZIP = 'application/zip';

export const SELECT_CITY = 'Please select City from dropdown';

export const is = (field: string, value: string): Condition => ({ field, eq: value });

/**
 * The mobile OTP, asked unless the mobile being saved is already verified (the spec's final
 * OTP rules: a verified form user, an earlier OTP of this lead, an admin's verification); the
 * server sets `mobileVerified` in the context, the browser mirrors it for the typed mobile.
 */
/** The OTP that signs the e-agreement (step43): asked every time, verified mobile or not. */
export function signingOtpField(): FieldDef {
  return { name: 'otp', kind: 'otp', label: 'OTP TO SIGN THE AGREEMENT', signs: true };
}

export function otpField(): FieldDef {
  return {
    name: 'otp',
    kind: 'otp',
    label: 'OTP SENT TO YOUR MOBILE',
    showWhen: { not: { ctx: 'mobileVerified', eq: true } },
  };
}

/**
 * Engine v2 routes every outcome of a call by a rule of its own (decision 019): one rule per
 * outcome, even when several go to the same step, so an outcome added later is a visible gap.
 */
export const onOutcome = (call: string, outcome: string, next: string): NextRule => ({
  to: next,
  when: { outcome: call, eq: outcome },
});

/** The rule of a step whose call did not apply (its `when` failed): no outcome recorded. */
export const noCall = (call: string, next: string): NextRule => ({
  to: next,
  when: { outcome: call, filled: false },
});

/** The `rejected` exit (02 §4.1: 'Thanks for your interest…') on a call's refusing outcome. */
export const rejectedOn = (call: string, outcome: string): NextRule => ({
  exit: 'rejected',
  when: { outcome: call, eq: outcome },
});

/** Options from catalog ids: the id as text is the value. */
export const idOptions = (list: readonly { id: number; label: string }[]): FieldOption[] =>
  list.map(({ id, label }) => ({ value: String(id), label }));

export function radio(name: string, label: string, options: FieldOption[]): FieldDef {
  return { name, kind: 'radio', label, options };
}

/** A personal name of the business-loan forms: letters and spaces, at most `max`. */
export function nameField(name: string, label: string, max = 72, required?: string): FieldDef {
  const rules: RuleRef[] = [{ rule: 'name' }, { rule: 'maxLength', n: max }];
  if (required) rules.unshift({ rule: 'required', message: required });
  return { name, kind: 'text', label, maxLength: max, rules };
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

/** The loan-amount slider: ₹50,000 to ₹3,00,000 in steps of ₹5,000 (BL-53). */
export function loanAmountField(): FieldDef {
  const { min, max, step } = L.loanAmount;
  return {
    name: 'loanAmount',
    kind: 'money',
    label: 'LOAN AMOUNT (₹)',
    rules: [{ rule: 'slider', min, max, step, money: true }],
  };
}

/**
 * The tenure slider, 12 to 36 months (BL-54). The info texts shown at the bounds are the
 * spec's OPEN text, chosen in decision 020; the slider widget reads them from the rule.
 */
export function tenureField(): FieldDef {
  const { min, max, step } = L.tenureMonths;
  return {
    name: 'tenure',
    kind: 'number',
    label: 'TENURE (MONTHS)',
    rules: [
      {
        rule: 'slider',
        min,
        max,
        step,
        minInfo: `The shortest tenure is ${min} months.`,
        maxInfo: `The longest tenure is ${max} months.`,
      },
    ],
  };
}

/** The Aadhaar offline e-KYC ZIP of step11 (document type 40). */
export function aadhaarXmlField(): FieldDef {
  return fileField(
    'aadhaarXml',
    'AADHAAR OFFLINE E-KYC (ZIP)',
    DOCUMENT_TYPES.okycAadhaar,
    [ZIP],
    MAX_BYTES.aadhaarXml,
  );
}

/** The 4-character share code that opens the Aadhaar ZIP: required, max 4, exactly 4. */
export function shareCodeField(): FieldDef {
  return {
    name: 'shareCode',
    kind: 'text',
    label: 'SHARE CODE',
    maxLength: L.shareCode,
    hint: 'The 4-character code you chose when you downloaded the ZIP',
    rules: [
      { rule: 'maxLength', n: L.shareCode },
      { rule: 'exactLength', n: L.shareCode },
    ],
  };
}

/** The business document ids of step15: no validators but a length cap (BL-51). */
export function businessIdField(name: string, label: string, choice: string): FieldDef {
  return {
    name,
    kind: 'text',
    label,
    maxLength: 32,
    rules: [{ rule: 'maxLength', n: 32 }],
    showWhen: is('businessDocumentType', choice),
  };
}

export function bankStatementField(): FieldDef {
  return fileField(
    'bankStatement',
    `BANK STATEMENT, LAST ${L.bankStatementMonths} MONTHS (PDF)`,
    DOCUMENT_TYPES.bankStatement,
    [PDF],
    MAX_BYTES.bankStatement,
  );
}

export function photoField(name: string, label: string, documentType: number): FieldDef {
  return fileField(name, label, documentType, [JPEG, PNG], MAX_BYTES.photo);
}

export function physicalNachField(): FieldDef {
  return fileField(
    'pnachDocument',
    'SIGNED NACH FORM (PDF, JPEG OR PNG)',
    DOCUMENT_TYPES.physicalNach,
    [PDF, JPEG, PNG],
    MAX_BYTES.physicalNach,
  );
}

export function autosuggestCity(name: string, label: string): FieldDef {
  return {
    name,
    kind: 'autosuggest',
    label,
    maxLength: 32,
    rules: [{ rule: 'maxLength', n: 32 }],
    suggest: { source: 'cities', freeText: false, noMatchMessage: SELECT_CITY },
  };
}

export const yesNoCodes = (): FieldOption[] => opts(['1', 'Yes'], ['0', 'No']);
