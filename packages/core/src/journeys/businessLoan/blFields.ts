// Field builders of the partner business loan (spec 02 §3.3, §5; decision 020). Names are the
// spec's form values; option values are the codes the partner payload sends.
import {
  BUSINESS_LOAN_LIMITS as L,
  BUSINESS_LOAN_UPLOAD_BYTES as MAX_BYTES,
} from '../../catalog/businessLoan.js';
import { DOCUMENT_TYPES } from '../../catalog/enums.js';
import type { FieldDef } from '../../journeyModel/types.js';
import { fileField, PDF, tenureMonthsSlider } from '../shared/loanFields.js';

export { noCall, onOutcome, rejectedOn } from '../shared/callRules.js';
export { dobField } from '../shared/index.js';
export {
  aadhaarXmlField,
  fileField,
  idOptions,
  is,
  JPEG,
  nameField,
  otpField,
  PDF,
  PNG,
  photoField,
  physicalNachField,
  radio,
  shareCodeField,
  signingOtpField,
  yesNoCodes,
  ZIP,
} from '../shared/loanFields.js';

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
  return {
    name: 'tenure',
    kind: 'number',
    label: 'TENURE (MONTHS)',
    rules: [tenureMonthsSlider(L.tenureMonths)],
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
