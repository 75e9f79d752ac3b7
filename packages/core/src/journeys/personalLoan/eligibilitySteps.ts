// The personal loan's first part, step1 to step5.1 (spec 02 §2.4; decision 049): who the
// applicant is and the credit report, contact, membership, user info, city, employment,
// income, the amount, and last 'Expected Loan Tenure?' (progress 94), where the engine matches
// the applicant and the chosen lender's product picks the route (PL-07 to PL-12).
import {
  PERSONAL_LOAN_LIMITS as L,
  LENDER_MATCH_CALL,
  PERSONAL_LOAN_LENDERS,
  PL_CREDIT_REPORT_CALL,
} from '../../catalog/personalLoan.js';
import { CONSENT_TEXTS, PRIVACY_PATH, TERMS_PATH } from '../../journeyModel/consentPurposes.js';
import type { FieldDef, StepDef } from '../../journeyModel/types.js';
import { onOutcome } from '../shared/callRules.js';
import {
  emailStep,
  empTypeStep,
  firstnameField,
  genderDobStep,
  incomeStep,
  lastnameField,
  makeStep,
  metroStep,
  middlenameField,
  mobileField,
  type ProductWords,
  panField,
  pincodeField,
  salaried,
  selfEmployed,
  to,
} from '../shared/index.js';
import { otpField, tenureMonthsSlider } from '../shared/loanFields.js';

export const PL_WORDS: ProductWords = { product: 'personal loan', products: 'loans' };

const match = (outcome: string) => ({ outcome: LENDER_MATCH_CALL, eq: outcome });

/**
 * step1: names, mobile and PAN; saving it pulls the credit report (decision 038's lead pull),
 * after the mobile is proved by its OTP (before the lead, decision 027) and the applicant
 * agreed to the pull by Tara for this loan (decision 063).
 */
function personalStep(): StepDef {
  const pulled = [
    onOutcome(PL_CREDIT_REPORT_CALL, 'pulled', 'step2'),
    onOutcome(PL_CREDIT_REPORT_CALL, 'notPulled', 'step2'),
  ];
  return makeStep('step1', pulled, {
    title:
      "Namaste, I'm Tara! Let's find the right personal loan for you. What is your name as on your PAN card?",
    info: [
      'Lenders match your name with your PAN, so please type it exactly as printed there.',
      'With your consent we pull your credit report now, so the offers you see fit your record. If it cannot be pulled, you go on without it.',
      'We send a one-time password to your mobile to make sure it is yours.',
    ],
    fields: [
      firstnameField(),
      middlenameField(),
      lastnameField(),
      mobileField(),
      panField(),
      otpField(),
      creditReportConsentField(),
    ],
    effects: ['checkUser'],
    // Made once per answers (the call's claim); either outcome goes on (PL: a failure never blocks).
    call: { name: PL_CREDIT_REPORT_CALL, outcomes: ['pulled', 'notPulled'] },
    shows: [
      {
        kind: 'facts',
        calls: [PL_CREDIT_REPORT_CALL],
        items: [
          { fact: 'message', label: 'Credit report' },
          { fact: 'creditScore', label: 'Credit score' },
        ],
      },
    ],
    autoAdvance: false,
  });
}

/** The pull's consent: by Tara, from a credit bureau, for this loan's lenders only (063). */
function creditReportConsentField(): FieldDef {
  return {
    name: 'isCreditReportChecked',
    kind: 'disclaimer',
    label: CONSENT_TEXTS['pl-credit-report'].text,
    consent: 'pl-credit-report',
    links: [
      { text: 'Terms', href: TERMS_PATH },
      { text: 'Privacy Policy', href: PRIVACY_PATH },
    ],
  };
}

/** The loan-amount slider (02 §5: ₹50,000 to ₹25,00,000, default ₹15,00,000). */
export function amountField(): FieldDef {
  const { min, max, step } = L.amount;
  return {
    name: 'expectedLoanAmount',
    kind: 'money',
    label: 'EXPECTED LOAN AMOUNT (₹)',
    hint: '₹50,000 to ₹25,00,000',
    defaultValue: L.amount.default,
    rules: [
      {
        rule: 'slider',
        min,
        max,
        step,
        money: true,
        minInfo: 'The smallest loan is ₹50,000.',
        maxInfo: 'The largest loan is ₹25,00,000.',
      },
    ],
  };
}

/** The tenure slider (02 §5: 12 to 60 months, default 12, labels '12' and '60 Months'). */
export function tenureField(): FieldDef {
  const { min, max } = L.tenureMonths;
  return {
    name: 'expectedLoanTenure',
    kind: 'number',
    label: 'TENURE (MONTHS)',
    // The slider's end labels, '12' and '60 Months' (02 §5).
    hint: `${min} to ${max} Months`,
    defaultValue: L.tenureMonths.default,
    rules: [tenureMonthsSlider(L.tenureMonths)],
  };
}

/** Optional: a lender the applicant prefers; none is pre-selected (decision 047's neutrality). */
function preferredLenderField(): FieldDef {
  return {
    name: 'preferredLenderId',
    kind: 'select',
    label: 'PREFERRED LENDER (OPTIONAL)',
    required: false,
    options: PERSONAL_LOAN_LENDERS.map(({ id, name }) => ({ value: String(id), label: name })),
  };
}

/** step5.1 'Expected Loan Tenure?': the engine's match picks the route (02 §2.4). */
function tenureStep(): StepDef {
  return makeStep(
    'step5.1',
    [
      { to: 'step5.3', when: match('loanApp') },
      { exit: 'bookingDone', when: match('booking') },
      { to: 'step5.2', when: match('own') },
      { to: 'step6.2', when: { all: [match('other'), selfEmployed] } },
      { to: 'step7.1', when: { all: [match('other'), { not: selfEmployed }] } },
      { exit: 'offers', when: match('none') },
    ],
    {
      title: 'Expected Loan Tenure?',
      info: [
        'We match your answers with every lender’s published rules. If you prefer a lender, say so: we go with it when it takes you, else with the lowest APR.',
      ],
      fields: [tenureField(), preferredLenderField()],
      call: { name: LENDER_MATCH_CALL, outcomes: ['loanApp', 'booking', 'own', 'other', 'none'] },
      guard: ['mobile', 'empType', 'expectedLoanAmount'],
      autoAdvance: false,
    },
  );
}

export function eligibilitySteps(): StepDef[] {
  return [
    personalStep(),
    emailStep('step2', to('step2.1'), { guard: ['mobile'] }),
    metroStep('step2.1', to('step3')),
    genderDobStep('step3', to('step3.1'), PL_WORDS, null),
    makeStep('step3.1', to('step4'), {
      title: 'Which city do you live in? Your pincode tells us.',
      info: ['Lenders lend city by city.'],
      fields: [pincodeField()],
      guard: ['mobile'],
    }),
    empTypeStep(
      'step4',
      [
        { to: 'step4.1', when: salaried },
        { to: 'step4.1', when: selfEmployed },
      ],
      PL_WORDS,
      { subQuestion: 'itrStatus', autoAdvance: false },
    ),
    incomeStep('step4.1', to('step4.2'), PL_WORDS),
    makeStep('step4.2', to('step5.1'), {
      title: 'How much would you like to borrow?',
      info: ['Slide to the amount you need: from ₹50,000 to ₹25,00,000.'],
      fields: [amountField()],
      guard: ['mobile', 'empType'],
    }),
    tenureStep(),
  ];
}
