// Valid sample answers, so API and browser tests can walk any journey without knowing its
// fields. `sampleAnswers` fills one step; `samplePath` walks a named branch to a last step.
import { evaluateCondition } from '../engine/evaluateCondition.js';
import { getStep } from '../engine/findStep.js';
import { journeyState } from '../engine/journeyState.js';
import type { NextResult } from '../engine/nextStep.js';
import { stepFields } from '../engine/stepFields.js';
import type { Answers, AnswerValue, JourneyContext, JourneyDef } from '../engine/types.js';
import { BUSINESS_LOAN_BRANCHES } from './businessLoan/sampleBranches.js';
import { CARD_BRANCHES } from './creditCards/sampleBranches.js';
import { CREDIT_LINE_BRANCHES } from './creditLine/sampleBranches.js';
import { EW_BRANCHES } from './ew/sampleBranches.js';
import { HOME_LOAN_BRANCHES } from './homeLoan/sampleBranches.js';
import { COVER_BRANCHES } from './insurance/coverSampleBranches.js';
import { INSURANCE_BRANCHES } from './insurance/sampleBranches.js';
import { HP_BRANCHES } from './membership/sampleBranches.js';
import { METRO_BRANCHES } from './metro/sampleBranches.js';
import { PERSONAL_LOAN_ELIGIBILITY_BRANCHES } from './personalLoan/eligibilitySampleBranches.js';
import { PERSONAL_LOAN_BRANCHES } from './personalLoan/sampleBranches.js';
import { findJourney } from './registry.js';
import { applySampleStep } from './sampleCalls.js';

/**
 * A valid value for every answer key the journeys ask. Yes/no questions default to 'no'.
 * Autosuggest answers are picked suggestions ({ id, name }); the server resolves them by name.
 */
export const SAMPLE_VALUES: Answers = {
  firstname: 'Asha',
  lastname: 'Verma',
  fullName: 'Asha Verma',
  pancard: 'ABCPE1234F',
  mobile: '9876543210',
  email: 'asha.verma@example.com',
  isProviderChecked: true,
  isMetroChecked: false,
  metroCardNumber: '12345678',
  metroHolderNumber: '1',
  address: '12 MG Road, Fort, Mumbai 400001',
  pincode: '400001',
  gender: 'female',
  dobDate: '15',
  dobMonth: '08',
  dobYear: '1990',
  empType: 'salaried',
  selfEmplType: 'business',
  profession: 'doctor',
  salaryMode: '1',
  monthlyIncome: '85000',
  itrStatus: 'yes',
  itrValue: '1200000',
  company: { id: 1, name: 'Tata Consultancy Services' },
  designation: 'Senior Manager',
  existingCard: 'no',
  creditCardProvider: { id: 1, name: 'HDFC Bank' },
  creditLimit: '150000',
  cardForCard: 'no',
  haveBankCard: 'no',
  existingRelationWithBank: 'no',
  existingRelation: '7',
  bankRelationType: '7',
  relationVintage: '1to3',
  appliedBefore: 'no',
  qualification: '2',
  officeCity: { id: 1, name: 'Mumbai' },
  officeAddress: '21 Nariman Point, Nirmal Building, Mumbai 400021',
  officePincode: '400021',
  communicationAddress: 'residence',
  isHDFCDisclaimerChecked: true,
  std: '022',
  phone: '22661234',
  aadhaar: '234567890124',
  consentAdditionalPrivileges: false,
  consentEmail: false,
  consentInsurancePlan: false,
  consentPhoneMarketing: false,
  consentOnlineStatements: true,
  consentPaybackPoints: false,
  isAmexDisclaimerChecked: true,
};

/** Named walks per journey prefix: the answers that differ from `SAMPLE_VALUES`. */
export const SAMPLE_BRANCHES: Record<string, Record<string, Answers>> = {
  ...CARD_BRANCHES,
  ...BUSINESS_LOAN_BRANCHES,
  ...CREDIT_LINE_BRANCHES,
  ...HP_BRANCHES,
  ...METRO_BRANCHES,
  ...EW_BRANCHES,
  ...PERSONAL_LOAN_BRANCHES,
  ...INSURANCE_BRANCHES,
  ...COVER_BRANCHES,
  ...HOME_LOAN_BRANCHES,
  ...PERSONAL_LOAN_ELIGIBILITY_BRANCHES,
};

function journeyOf(prefix: string): JourneyDef {
  const journey = findJourney(prefix);
  if (!journey) throw new Error(`No journey ${prefix}`);
  return journey;
}

function branchOf(prefix: string, branch: string): Answers {
  const overrides = SAMPLE_BRANCHES[prefix]?.[branch];
  if (!overrides) throw new Error(`No sample branch ${branch} for ${prefix}`);
  return overrides;
}

/**
 * Valid values for the visible fields of one step, as a client would submit them (the
 * pincode's city is left to the server's lookup). `answers` are the earlier answers, used
 * to decide which fields are shown; `branch` picks a named walk's values.
 */
export function sampleAnswers(
  prefix: string,
  stepId: string,
  options: { branch?: string; answers?: Answers } = {},
): Answers {
  const step = getStep(journeyOf(prefix), stepId);
  const pool: Answers = { ...SAMPLE_VALUES, ...branchOf(prefix, options.branch ?? 'default') };
  const values: Answers = {};
  for (const field of step.fields) {
    for (const key of stepFields(field)) {
      if (key === 'city' && field.lookup === 'pincodeCity') continue;
      const value: AnswerValue | undefined = pool[key];
      if (value !== undefined) values[key] = value;
    }
  }
  const seen = { ...pool, ...options.answers, ...values };
  for (const field of step.fields) {
    if (field.showWhen && !evaluateCondition(field.showWhen, seen)) {
      for (const key of stepFields(field)) delete values[key];
    }
  }
  return values;
}

/**
 * The ordered steps and values of a named walk, from the first step to a last step (or an
 * exit). Each step is saved through the engine as the server saves it: a step's partner call
 * answers the walk's sample outcome (`SAMPLE_OUTCOMES`), a waiting call is settled with it.
 */
export function samplePath(
  prefix: string,
  branch = 'default',
  context: JourneyContext = {},
): [string, Answers][] {
  const journey = journeyOf(prefix);
  branchOf(prefix, branch);
  const path: [string, Answers][] = [];
  let state = journeyState(journey, {}, context);
  let next: NextResult =
    state.current === null
      ? { type: 'final', route: journey.finalRoute }
      : { type: 'step', stepId: state.current };
  while (next.type === 'step') {
    if (path.length > journey.steps.length) throw new Error(`${prefix}: sample path loops`);
    const stepId = next.stepId;
    const values = sampleAnswers(prefix, stepId, { branch, answers: state.answers });
    path.push([stepId, values]);
    const applied = applySampleStep(journey, state, stepId, values, { branch, context });
    state = applied.state;
    next = applied.next;
  }
  if (next.type === 'unmatched') throw new Error(`${prefix}/${branch}: ${next.message}`);
  if (next.type === 'wait') throw new Error(`${prefix}/${branch}: still waiting on ${next.call}`);
  return path;
}
