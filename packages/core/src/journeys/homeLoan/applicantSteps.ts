// The home loan's applicant steps (spec 02 §2.5, §3.6 `user`, `financialHealth`,
// `coApplicant`; decision 056): who applies, their earnings, their EMIs and credit, and an
// optional co-applicant whose income the lenders add to the household's.

import { RESIDENCE_TYPES } from '../../catalog/enums.js';
import {
  CO_APPLICANT_RELATIONS,
  HOME_LOAN_LIMITS as L,
  HOME_LOAN_MESSAGES as M,
} from '../../catalog/homeLoan.js';
import type { FieldDef, FieldOption, StepDef } from '../../journeyModel/types.js';
import {
  empTypeStep,
  firstnameField,
  isNo,
  itrStatusField,
  lastnameField,
  makeStep,
  mobileField,
  type ProductWords,
  salaried,
  salaryModeField,
  selfEmployed,
  to,
  yesNoField,
} from '../shared/index.js';
import { idOptions } from '../shared/loanFields.js';
import { financialHealthStep } from './financialHealthStep.js';

export const HL_WORDS: ProductWords = { product: 'home loan', products: 'home loans' };

const options = (list: readonly { value: string; label: string }[]): FieldOption[] =>
  list.map(({ value, label }) => ({ value, label }));

const MIN_INCOME = {
  rule: 'minValue',
  n: L.minMonthlyIncome,
  message: 'Minimum monthly salary is ₹10,000',
};

function dob(name: string, label: string): FieldDef {
  const { min, max } = L.age;
  return { name, kind: 'dob', label, rules: [{ rule: 'dob', minAge: min, maxAge: max }] };
}

const noCoApplicant = isNo('coAppPresent');

export function applicantSteps(): StepDef[] {
  return [
    makeStep('personal-details-1', to('personal-details-2'), {
      title: 'Now a little about you. What is your name, and your mobile number?',
      info: ['We keep your answers under this number, so you can come back to them.'],
      fields: [firstnameField(), lastnameField(), mobileField()],
      effects: ['checkUser'],
      guard: ['propertyValue'],
      autoAdvance: false,
    }),
    makeStep('personal-details-2', to('financial-capacity-1'), {
      title: 'Your date of birth, and where you live now.',
      info: [
        'Lenders lend to applicants from 18 to 70 years of age; the loan must end before you retire.',
      ],
      fields: [
        dob('dob', 'DATE OF BIRTH (DD/MM/YYYY)'),
        {
          name: 'residenceType',
          kind: 'radio',
          label: 'YOU LIVE IN A HOME',
          options: idOptions(RESIDENCE_TYPES),
        },
      ],
      guard: ['mobile'],
      autoAdvance: false,
    }),
    empTypeStep('financial-capacity-1', to('financial-capacity-2'), HL_WORDS, {
      subQuestion: 'selfEmplType',
      autoAdvance: false,
    }),
    makeStep('financial-capacity-2', to('financial-health-1'), {
      title: 'What is your monthly income?',
      info: [
        'Salaried: your gross monthly salary. Self-employed: your monthly profit as per your ITR.',
        'Lenders let all your EMIs, the new one included, take 40\u00a0% to 60\u00a0% of it.',
      ],
      fields: [
        { name: 'monthlyIncome', kind: 'money', label: 'MONTHLY INCOME (₹)', rules: [MIN_INCOME] },
        salaryModeField(salaried),
        itrStatusField(selfEmployed),
      ],
      guard: ['mobile', 'empType'],
      autoAdvance: false,
    }),
    financialHealthStep('financial-health-1', to('add-coapplicant-1'), [
      'mobile',
      'empType',
      'monthlyIncome',
    ]),
    makeStep('add-coapplicant-1', to('add-coapplicant-2'), {
      title: 'Would you like to add a co-applicant?',
      info: [
        'A spouse or parent who earns can apply with you: lenders add their income, so you may borrow more.',
      ],
      fields: [yesNoField('coAppPresent', 'ADD A CO-APPLICANT')],
      guard: ['mobile', 'empType', 'monthlyIncome'],
    }),
    makeStep('add-coapplicant-2', to('add-coapplicant-3'), {
      title: 'Who is your co-applicant?',
      info: ['Lenders take close family as co-applicants.'],
      fields: [
        {
          name: 'coApplicantRelationship',
          kind: 'radio',
          label: 'RELATION',
          options: options(CO_APPLICANT_RELATIONS),
        },
        dob('coApplicantDob', "CO-APPLICANT'S DATE OF BIRTH (DD/MM/YYYY)"),
      ],
      skip: noCoApplicant,
      guard: ['mobile', 'empType', 'coAppPresent'],
      autoAdvance: false,
    }),
    makeStep('add-coapplicant-3', 'last', {
      title: 'What does your co-applicant earn, and do they pay EMIs?',
      info: ['Their income is added to yours; their EMIs are taken off.'],
      fields: [
        {
          name: 'coApplicantEmpType',
          kind: 'radio',
          label: "CO-APPLICANT'S EMPLOYMENT",
          options: options([
            { value: 'salaried', label: 'Salaried' },
            { value: 'selfEmpl', label: 'Self-employed' },
          ]),
        },
        {
          name: 'coApplicantMonthlyIncome',
          kind: 'money',
          label: "CO-APPLICANT'S MONTHLY INCOME (₹)",
          rules: [MIN_INCOME],
        },
        {
          name: 'coApplicantEmiValue',
          kind: 'money',
          label: "CO-APPLICANT'S EMIS (₹ A MONTH, IF ANY)",
          required: false,
          rules: [
            { rule: 'minValue', n: 0 },
            { rule: 'notAboveField', field: 'coApplicantMonthlyIncome', message: M.emiAboveIncome },
          ],
        },
      ],
      // No co-applicant: this last step is skipped, and the journey ends on the offers.
      skip: noCoApplicant,
      guard: ['mobile', 'empType', 'coAppPresent'],
      autoAdvance: false,
    }),
  ];
}
