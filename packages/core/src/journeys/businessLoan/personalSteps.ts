// Steps 1 to 8 of the partner business loan: personal details and the loan asked (spec 02
// §2.1; decision 020).
import { BUSINESS_LOAN_IDS } from '../../catalog/businessLoan.js';
import { CONSENT_TEXTS } from '../../journeyModel/consentPurposes.js';
import type { StepDef } from '../../journeyModel/types.js';
import { addressField, genderStep, makeStep, pincodeField, to } from '../shared/index.js';
import { metroCardFields } from '../shared/metroCardFields.js';
import { partnerApplicantStep, partnerDobField } from '../shared/partnerApplicant.js';
import { loanAmountField, onOutcome, otpField, tenureField } from './blFields.js';

const G = ['mobile'];

function personalStep(): StepDef {
  return partnerApplicantStep([onOutcome(PAN_CHECK, 'valid', 'step3')], {
    title:
      "Namaste, I'm Tara! Let's get your business a loan from IDFC FIRST Bank. First, who are you?",
    checker: 'the bank',
    otp: otpField(),
    consent: {
      name: 'isIdfcDisclaimerChecked',
      kind: 'disclaimer',
      // Decision 063: names the bank it is sent to and what the bank does with it.
      label: CONSENT_TEXTS['idfc-business-loan'].text,
      consent: 'idfc-business-loan',
      more: 'I confirm that the information I give is true. I authorise IDFC FIRST Bank to obtain my credit report from a credit bureau, to verify my KYC with the central KYC registry or UIDAI, and to call, SMS or e-mail me about this application even if my number is registered with the National Do Not Call registry.',
    },
    panCheck: PAN_CHECK,
  });
}

const PAN_CHECK = 'idfc.validatePan';

function membershipStep(): StepDef {
  const checked = { field: 'isMetroChecked', eq: true };
  return makeStep('step3', to('step4'), {
    title: 'Are you a METRO Cash & Carry member? Your membership helps the bank know your shop.',
    fields: [
      { name: 'isMetroChecked', kind: 'checkbox', label: 'I have a METRO card', required: false },
      ...metroCardFields({ showWhen: checked }),
    ],
    guard: G,
  });
}

function applicantDobStep(): StepDef {
  return makeStep('step5', to('step6'), {
    title: 'What is your date of birth, as on your PAN card?',
    info: ['IDFC FIRST Bank lends to applicants from 21 to 65 years of age.'],
    fields: [partnerDobField(BUSINESS_LOAN_IDS.providerId)],
    guard: G,
  });
}

export function personalSteps(): StepDef[] {
  return [
    personalStep(),
    membershipStep(),
    genderStep('step4', to('step5')),
    applicantDobStep(),
    makeStep('step6', to('step7'), {
      title: 'Where do you live? The bank serves your city from its nearest branch.',
      fields: [addressField(), pincodeField()],
      guard: G,
    }),
    makeStep('step7', to('step8'), {
      title: 'How much would you like to borrow for your business?',
      info: ['IDFC FIRST Bank lends from ₹50,000 to ₹3,00,000 on this journey.'],
      fields: [loanAmountField()],
      guard: G,
    }),
    // The amount and tenure known, the bank's lead is made (02 §7 /leads/idfc/add-unverified).
    makeStep('step8', [onOutcome('idfc.addLead', 'created', 'step9')], {
      title: 'Over how many months would you like to repay?',
      fields: [tenureField()],
      call: { name: 'idfc.addLead', outcomes: ['created'] },
      guard: [...G, 'loanAmount'],
    }),
  ];
}
