// Sample walks of the insurance journeys (decision 048): the answers that differ from
// `SAMPLE_VALUES`, and the term walk's PAN-and-name outcome.
import type { Answers } from '../../journeyModel/types.js';
import { SAMPLE_NOMINEE } from './coverSampleBranches.js';
import { PLAN_ANSWER } from './insuranceFields.js';
import { insurancePrefix } from './shopCoverJourney.js';

const SHOP: Answers = {
  businessName: 'Verma General Stores',
  address: 'Shop No 12, MG Road, Fort, Mumbai 400001',
  isInsuranceDisclaimerChecked: true,
};

const TERM: Answers = {
  [PLAN_ANSWER]: '302',
  ...SAMPLE_NOMINEE,
  isInsuranceDisclaimerChecked: true,
};

// Group health (decision 052): self, a spouse and two children, all in good health.
const GROUP_HEALTH: Answers = {
  spouse: 'yes',
  sons: '1',
  daughters: '1',
  [PLAN_ANSWER]: '262',
  spouseName: 'Vikram Verma',
  spouseDobDate: '14',
  spouseDobMonth: '08',
  spouseDobYear: '1990',
  son1Name: 'Ravi Verma',
  son1DobDate: '02',
  son1DobMonth: '03',
  son1DobYear: '2015',
  daughter1Name: 'Meera Verma',
  daughter1DobDate: '21',
  daughter1DobMonth: '11',
  daughter1DobYear: '2018',
  address: 'Flat 4, Sea View Building, Colaba, Mumbai',
  healthDeclaration: 'none',
  // step1.5.1's, for the walk that declares a listed condition.
  declaredMember: 'spouse',
  declaredCondition: 'thyroid',
  isInsuranceDisclaimerChecked: true,
};
/**
 * Insta OPD (decision 053): for oneself by default; the family walk insures a son. The family
 * member's values are in both (every step's sample is checked, walked or not).
 */
const OPD: Answers = {
  [PLAN_ANSWER]: '1302',
  opdCoverFor: 'self',
  opdRelation: 'child',
  opdMemberName: 'Kabir Verma',
  opdMemberDobDate: '10',
  opdMemberDobMonth: '04',
  opdMemberDobYear: '2015',
  proposerName: 'Asha Verma',
  isInsuranceDisclaimerChecked: true,
};
const OPD_FAMILY: Answers = { ...OPD, opdCoverFor: 'family', gender: 'male' };
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
  [insurancePrefix('groupHealth')]: { default: GROUP_HEALTH },
  [insurancePrefix('instaOpd')]: { default: OPD, family: OPD_FAMILY },
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
