// The generic credit line's offer and mandate (spec 02 §2.2; decision 037): the amount and
// tenure asked, Northern Arc's approval and offer, the mandate's four questions (the shared
// builder), step11.5 (the physical mandate's path after the bank check), the account, the
// e-mandate (step12.2: after its link is sent) or the physical NACH form (step12.11 to
// step12.13), and the e-agreement (step14). Northern Arc's steps renamed, never copied.
import { MANDATE_TYPES } from '../../catalog/businessLoan.js';
import type { StepDef } from '../../journeyModel/types.js';
import { onOutcome } from '../shared/callRules.js';
import { makeStep, to } from '../shared/index.js';
import { is } from '../shared/loanFields.js';
import { mandateChoiceSteps } from '../shared/mandateChoiceSteps.js';
import { renumberSteps } from '../shared/renumberSteps.js';
import { naclBusinessSteps } from './naclBusinessSteps.js';
import { digital, physical, tenureOptions } from './naclFields.js';
import { naclMandateSteps } from './naclMandateSteps.js';

/** Northern Arc's step → the generic line's step (decision 037's table). */
const MANDATE_FROM_NORTHERN_ARC: Readonly<Record<string, string>> = {
  step20: 'step11.7',
  step21: 'step11.8',
  step22: 'step11.9',
  step26: 'step11.13',
  step27: 'step12.1',
  step28: 'step12.11',
  step29: 'step12.12',
  step30: 'step12.13',
  step31: 'step14',
};

/** Where both mandates lead: the store, business and applicant details (genericDetailSteps). */
export const AFTER_MANDATE = 'step12.3';

const mandate = ['mobile', 'mandateType'];
const stored = { outcome: 'nacl.transactionDetails', eq: 'stored' } as const;

export function genericMandateSteps(): StepDef[] {
  // step22 is named only as step21's target: the mandate's questions come from the builder.
  const wanted = new Set(Object.keys(MANDATE_FROM_NORTHERN_ARC).filter((id) => id !== 'step22'));
  const nacl = [...naclBusinessSteps(), ...naclMandateSteps()].filter((s) => wanted.has(s.id));
  const renamed = renumberSteps(nacl, MANDATE_FROM_NORTHERN_ARC, {
    // The account stored: a digital mandate is authorised first (step12), a physical one
    // goes to its form (step12.11, 02 §2.2).
    'step11.13': {
      next: [
        { to: 'step12', when: { all: [digital, stored] } },
        { to: 'step12.11', when: { all: [physical, stored] } },
      ],
    },
    'step12.1': {
      next: [
        onOutcome('nacl.enach', 'registered', 'step12.2'),
        { exit: 'mandateFailed', when: { outcome: 'nacl.enach', eq: 'declined' } },
      ],
    },
    'step12.13': { next: [onOutcome('nacl.pnachStatus', 'accepted', AFTER_MANDATE)] },
  });
  // 02 §2.2: after the bank check (the IFSC), the physical mandate's path is step11.5.
  const afterBankCheck = [
    { to: 'step11.12', when: is('mandateType', MANDATE_TYPES.digital) },
    { to: 'step11.5', when: is('mandateType', MANDATE_TYPES.physical) },
  ];
  const choice = mandateChoiceSteps(
    {
      accountType: 'step11.9',
      mandateType: 'step11.10',
      ifsc: 'step11.11',
      emandateMode: 'step11.12',
      next: 'step11.13',
    },
    'the credit line',
    ['mobile', 'creditLineDecision'],
  ).map((s) => (s.id === 'step11.11' ? { ...s, next: afterBankCheck } : s));
  const byId = new Map([...renamed, ...choice].map((s) => [s.id, s]));
  const pick = (...ids: string[]) => ids.map((id) => byId.get(id) as StepDef);
  return [
    amountTenureStep(),
    ...pick('step11.7', 'step11.8', 'step11.9', 'step11.10', 'step11.11', 'step11.12'),
    physicalPathStep(),
    ...pick('step11.13'),
    enachConsentStep(),
    ...pick('step12.1'),
    mandateRegisteredStep(),
    ...pick('step12.11', 'step12.12', 'step12.13', 'step14'),
  ];
}

/** step11.6: the expected amount (required, CLG-19) and tenure (6 to 60 by 6, CLG-17). */
function amountTenureStep(): StepDef {
  return makeStep('step11.6', to('step11.7'), {
    title: 'How much credit would you like, and over how many months would you repay it?',
    fields: [
      { name: 'expectedLoanAmount', kind: 'money', label: 'EXPECTED CREDIT LIMIT (₹)' },
      {
        name: 'expectedLoanTenure',
        kind: 'select',
        label: 'EXPECTED LOAN TENURE',
        options: tenureOptions(),
      },
    ],
    guard: ['mobile', 'customerPhoto'],
    autoAdvance: false,
  });
}

/** step11.5: the physical mandate's path after the bank check (02 §2.2): what happens next. */
function physicalPathStep(): StepDef {
  return makeStep('step11.5', to('step11.13'), {
    title: 'You chose a physical NACH form: after your account details we prepare it for you.',
    info: ['Print it, sign it as in your bank’s records and upload a photo or scan of it.'],
    fields: [
      {
        name: 'physicalNachAcknowledged',
        kind: 'disclaimer',
        label: 'I will print, sign and upload the NACH form.',
      },
    ],
    guard: [...mandate, 'bankIfscCode'],
  });
}

/** step12: the e-mandate authorised before its link is sent. */
function enachConsentStep(): StepDef {
  return makeStep('step12', to('step12.1'), {
    title: 'Your e-NACH mandate lets Northern Arc collect your repayments from this account.',
    shows: [
      {
        kind: 'facts',
        calls: ['nacl.transactionDetails', 'nacl.cbEligibility'],
        items: [
          { fact: 'accountLast4', label: 'Account (last 4 digits)' },
          { fact: 'offeredAmountPaise', label: 'Mandate up to', format: 'paise' },
        ],
      },
    ],
    fields: [
      {
        name: 'enachConsent',
        kind: 'disclaimer',
        label: 'I authorise Northern Arc to debit my repayments from this account by e-NACH.',
      },
    ],
    guard: [...mandate, 'bankAccountNo'],
  });
}

/** step12.2: after the e-mandate link is sent (02 §2.2), the mandate the bank registered. */
function mandateRegisteredStep(): StepDef {
  return makeStep('step12.2', to(AFTER_MANDATE), {
    title: 'Your bank has registered the e-mandate. Thank you!',
    info: ['Next, a few details about your store and you for Northern Arc’s records.'],
    shows: [
      {
        kind: 'facts',
        calls: ['nacl.enach'],
        items: [{ fact: 'mandateId', label: 'Mandate reference' }],
      },
    ],
    fields: [],
    guard: [...mandate, 'enachConsent'],
  });
}
