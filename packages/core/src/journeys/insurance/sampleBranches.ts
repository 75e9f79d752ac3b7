// Sample walks of the insurance journeys (decision 048): the answers that differ from
// `SAMPLE_VALUES`, and the term walk's PAN-and-name outcome.
import type { Answers } from '../../engine/types.js';
import { PLAN_ANSWER } from './insuranceFields.js';
import { insurancePrefix } from './shopCoverJourney.js';

const SHOP: Answers = {
  businessName: 'Verma General Stores',
  address: 'Shop No 12, MG Road, Fort, Mumbai 400001',
  isInsuranceDisclaimerChecked: true,
};

const TERM: Answers = {
  [PLAN_ANSWER]: '302',
  nomineeName: 'Ravi Verma',
  nomineeGender: 'male',
  nomineeRelation: '7',
  nomineeDobDate: '02',
  nomineeDobMonth: '03',
  nomineeDobYear: '1988',
  nomineeNationality: 'Indian',
  isInsuranceDisclaimerChecked: true,
};

/** The combos' walks (decision 055): term's nominee and terms, the firm's details. */
const COMBO: Answers = {
  ...TERM,
  businessName: 'Verma General Stores',
  firmDobDate: '01',
  firmDobMonth: '04',
  firmDobYear: '2015',
};

export const INSURANCE_BRANCHES: Record<string, Record<string, Answers>> = {
  [insurancePrefix('shop')]: { default: { ...SHOP, [PLAN_ANSWER]: '102' } },
  [insurancePrefix('lombard')]: { default: { ...SHOP, [PLAN_ANSWER]: '201' } },
  [insurancePrefix('term')]: { default: TERM },
  [insurancePrefix('termHospicashSuraksha')]: { default: { ...COMBO, [PLAN_ANSWER]: '912' } },
  [insurancePrefix('termSurakshaAccident')]: { default: { ...COMBO, [PLAN_ANSWER]: '922' } },
  [insurancePrefix('termAccident')]: { default: { ...COMBO, [PLAN_ANSWER]: '931' } },
};

/** The term walk's PAN-and-name check: matched. */
export const INSURANCE_OUTCOMES: Record<string, Record<string, Record<string, string>>> = {
  [insurancePrefix('term')]: { default: { 'karza.panName': 'matched' } },
  [insurancePrefix('termHospicashSuraksha')]: { default: { 'karza.panName': 'matched' } },
  [insurancePrefix('termSurakshaAccident')]: { default: { 'karza.panName': 'matched' } },
  [insurancePrefix('termAccident')]: { default: { 'karza.panName': 'matched' } },
};
