// The personal-loan eligibility check's steps (personal-loan/eligibility, spec 02 §2.4 "other
// routes"; decision 058): the spec names the steps, not their fields. They fill §3.6's
// eligibility state — the loan asked, who applies, employment and income, stability, EMIs
// and credit — under the personal loan's own answer names (decision 049), so the offers page
// reads them as it reads that journey's lead (`queryFromAnswers`, decision 050).
import { RESIDENCE_TYPES } from '../../catalog/enums.js';
import type { FieldDef, StepDef } from '../../journeyModel/types.js';
import { financialHealthStep } from '../homeLoan/financialHealthStep.js';
import {
  companyField,
  dobField,
  empTypeStep,
  firstnameField,
  lastnameField,
  makeStep,
  mobileField,
  monthlyIncomeField,
  pincodeField,
  salaried,
  salaryModeField,
  selfEmployed,
  to,
} from '../shared/index.js';
import { idOptions, radio } from '../shared/loanFields.js';
import { TURNOVER_BANDS } from '../shared/turnoverBands.js';
import { VINTAGE_BANDS } from './applicationSteps.js';
import { amountField, PL_WORDS, tenureField } from './eligibilitySteps.js';

const only = (field: FieldDef, showWhen: FieldDef['showWhen']): FieldDef => ({
  ...field,
  showWhen,
});

/** Where one lives (§3.5's six kinds), self-owned by default (02 §5: residence SELF_OWNED). */
function residenceField(): FieldDef {
  return {
    ...radio('residenceType', 'YOU LIVE IN A HOME', idOptions(RESIDENCE_TYPES)),
    defaultValue: '1',
  };
}

export function eligibilityCheckSteps(): StepDef[] {
  const G = ['mobile', 'empType'];
  return [
    makeStep('step-1', to('step-2'), {
      title:
        "Namaste, I'm Tara! Let's check which personal loans you can get. How much do you need?",
      info: ['From ₹50,000 to ₹25,00,000, over 12 to 60 months. You can change it on the offers.'],
      fields: [amountField(), tenureField()],
      autoAdvance: false,
    }),
    makeStep('step-2', to('step-3'), {
      title: 'What is your name, and your mobile number?',
      info: ['We keep your answers under this number, so you can come back to them.'],
      fields: [firstnameField(), lastnameField(), mobileField()],
      effects: ['checkUser'],
      guard: ['expectedLoanAmount'],
      autoAdvance: false,
    }),
    makeStep('step-3', to('financial-capacity-1'), {
      title: 'Your date of birth, and the pincode where you live.',
      info: ['Every lender has an age limit, and lends city by city.'],
      fields: [dobField(null), pincodeField()],
      guard: ['mobile'],
      autoAdvance: false,
    }),
    empTypeStep(
      'financial-capacity-1',
      [
        { to: 'financial-capacity-2', when: salaried },
        { to: 'financial-capacity-2', when: selfEmployed },
      ],
      PL_WORDS,
      { subQuestion: 'itrStatus', autoAdvance: false },
    ),
    makeStep('financial-capacity-2', to('stability-1'), {
      title: 'What is your monthly income?',
      info: [
        'Salaried: your take-home salary after deductions, and where you work. Self-employed: your monthly profit as per your ITR, and your yearly turnover.',
      ],
      fields: [
        monthlyIncomeField(),
        salaryModeField(salaried),
        only(companyField(false), salaried),
        only(radio('annualTurnoverId', 'ANNUAL TURNOVER', TURNOVER_BANDS), selfEmployed),
      ],
      guard: G,
      autoAdvance: false,
    }),
    makeStep('stability-1', to('financial-health-1'), {
      title: 'How settled are you: your home, and how long in your job or business?',
      info: ['Lenders prefer applicants who have stayed a while where they live and work.'],
      fields: [
        residenceField(),
        only(radio('experienceInSameCompany', 'YEARS IN THIS JOB', VINTAGE_BANDS), salaried),
        only(radio('businessVintageId', 'BUSINESS VINTAGE', VINTAGE_BANDS), selfEmployed),
      ],
      guard: [...G, 'monthlyIncome'],
      autoAdvance: false,
    }),
    financialHealthStep('financial-health-1', 'last', [...G, 'monthlyIncome']),
  ];
}
