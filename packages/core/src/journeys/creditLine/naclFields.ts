// Field builders and conditions of the Northern Arc credit line (spec 02 §3.3, §5; decision
// 036). Option values are the codes the partner payload sends.
import {
  CREDIT_LINE_BUSINESS_TYPES,
  CREDIT_LINE_IDS,
  CREDIT_LINE_LIMITS as L,
  PREMISE_TYPES,
} from '../../catalog/creditLine.js';
import type { Condition, FieldDef, FieldOption } from '../../journeyModel/types.js';
import { idOptions, is } from '../shared/loanFields.js';
import { opts } from '../shared/options.js';

export const inWebView: Condition = { ctx: 'androidWebView', eq: true };
export const digital = is('mandateType', 'DIGITAL');
export const physical = is('mandateType', 'PHYSICAL');

/** Expected loan tenure: 6 to 60 months in steps of 6 (CLG-17), a required choice. */
export function tenureOptions(): FieldOption[] {
  const { min, max, step } = L.tenureMonths;
  const months: FieldOption[] = [];
  for (let m = min; m <= max; m += step) months.push({ value: String(m), label: `${m} months` });
  return months;
}

export function premiseField(name: string, label: string): FieldDef {
  return { name, kind: 'radio', label, options: idOptions(PREMISE_TYPES) };
}

export function businessTypeField(): FieldDef {
  return {
    name: 'businessType',
    kind: 'select',
    label: 'WHAT DO YOU SELL?',
    options: idOptions(CREDIT_LINE_BUSINESS_TYPES),
  };
}

/** A coded radio from [code, label] pairs. */
export function codedRadio(name: string, label: string, ...pairs: [string, string][]): FieldDef {
  return { name, kind: 'radio', label, options: opts(...pairs) };
}

/**
 * The date of establishment (02 §3.3 `dateOfEstablishment`: firmDobDate, firmDobMonth,
 * firmDobYear), required, from 1800-01-01 to today (02 §5). Three boxes like a birth date: the
 * `dob` rule reads them (a real, past date; no age bound), `dateFrom` the first day.
 */
export function establishmentField(): FieldDef {
  return {
    name: 'firmDob',
    kind: 'dob',
    label: 'DATE OF ESTABLISHMENT (DD/MM/YYYY)',
    rules: [
      { rule: 'dob', providerId: CREDIT_LINE_IDS.providerId, minAge: 0, maxAge: 1000 },
      { rule: 'dateFrom', from: '1800-01-01' },
    ],
  };
}

/** The Karza OKYC consent (02 §2.3 step10: "consent checkbox required"). */
export function okycConsentField(): FieldDef {
  return {
    name: 'karzaOKYCConsent',
    kind: 'disclaimer',
    label: 'I agree to share my Aadhaar e-KYC with Northern Arc to verify my KYC.',
  };
}

/** The store's entrance, structure, location and name board (CLG-14), the spec's words as codes. */
export function storeDetailFields(): FieldDef[] {
  return [
    codedRadio(
      'storeEntranceType',
      'STORE ENTRANCE',
      ['SHUTTER', 'Shutter'],
      ['GLASS_PANEL', 'Glass panel'],
      ['DOOR', 'Door'],
      ['UNIDENTIFIED', 'Not sure'],
    ),
    codedRadio(
      'storeStructureType',
      'STORE STRUCTURE',
      ['CONCRETE', 'Concrete'],
      ['NONCONCRETE', 'Not concrete'],
    ),
    codedRadio(
      'storeLocationType',
      'STORE LOCATION',
      ['MARKET', 'In a market'],
      ['INDEPENDENT_STRUCTURE', 'Independent building'],
      ['COMMERCIAL_COMPLEX', 'Commercial complex'],
      ['UNIDENTIFIED', 'Not sure'],
    ),
    codedRadio('nameBoard', 'NAME BOARD OUTSIDE?', ['YES', 'Yes'], ['NO', 'No']),
  ];
}
