// Steps 1 to 5 of the Northern Arc credit line: who the applicant is, the PAN check and the
// credit-report pull, the membership and store, gender and date of birth (spec 02 §2.3, §4.2;
// decision 036). step6 to step8 are not defined: no edge reaches them (CLNA-25).
import {
  CREDIT_LINE_IDS,
  CREDIT_LINE_MEMBERSHIPS,
  CREDIT_LINE_STORES,
  NORTHERN_ARC_OTP_TYPE,
} from '../../catalog/creditLine.js';
import { CONSENT_TEXTS } from '../../journeyModel/consentPurposes.js';
import type { StepDef } from '../../journeyModel/types.js';
import { onOutcome } from '../shared/callRules.js';
import { genderStep, makeStep, to } from '../shared/index.js';
import { idOptions, otpField } from '../shared/loanFields.js';
import { partnerApplicantStep, partnerDobField } from '../shared/partnerApplicant.js';
import { inWebView } from './naclFields.js';

const G = ['mobile'];

function personalStep(): StepDef {
  return partnerApplicantStep([onOutcome('nacl.validatePan', 'valid', 'step2')], {
    title:
      "Namaste, I'm Tara! Let's get you a credit line from Northern Arc for your shop. First, who are you?",
    checker: 'Northern Arc',
    otp: { ...otpField(), otpType: NORTHERN_ARC_OTP_TYPE },
    consent: {
      name: 'isNorthernArcDisclaimerChecked',
      kind: 'disclaimer',
      // Decision 063: names who gets the application and who pulls the report.
      label: CONSENT_TEXTS['northern-arc-credit-line'].text,
      consent: 'northern-arc-credit-line',
      more: 'I confirm that the information I give is true. I authorise Northern Arc Capital and Tara to obtain my credit report from a credit bureau, Northern Arc Capital to verify my KYC with UIDAI through Karza, and both to call, SMS or e-mail me about this application even if my number is registered with the National Do Not Call registry.',
    },
    panCheck: 'nacl.validatePan',
  });
}

export function naclPersonalSteps(): StepDef[] {
  return [
    personalStep(),
    // "Checking approval status": the credit report is pulled (02 §4.2); with or without a
    // score the applicant goes on, and step3 says which.
    makeStep(
      'step2',
      [
        onOutcome('nacl.creditReport', 'pulled', 'step3'),
        onOutcome('nacl.creditReport', 'notPulled', 'step3'),
      ],
      {
        title: 'Let me check your credit profile with the credit bureau.',
        info: ['This takes a few seconds and does not affect your credit score.'],
        fields: [],
        call: { name: 'nacl.creditReport', outcomes: ['pulled', 'notPulled'] },
        guard: [...G, 'pancard'],
      },
    ),
    makeStep('step3', [onOutcome('nacl.addLead', 'created', 'step4')], {
      title: 'Where do you shop for your business? Northern Arc lends through its partner stores.',
      shows: [
        {
          kind: 'facts',
          calls: ['nacl.creditReport'],
          items: [{ fact: 'message', label: 'Credit report' }],
        },
      ],
      fields: [
        {
          name: 'membershipId',
          kind: 'radio',
          label: 'MEMBERSHIP',
          options: idOptions(CREDIT_LINE_MEMBERSHIPS),
        },
        {
          name: 'storeCode',
          kind: 'select',
          label: 'YOUR STORE',
          options: CREDIT_LINE_STORES.map(({ code, label }) => ({ value: code, label })),
        },
        {
          name: 'partnerText',
          kind: 'text',
          label: 'MEMBERSHIP OR CUSTOMER NUMBER',
          maxLength: 32,
          rules: [{ rule: 'maxLength', n: 32 }],
        },
      ],
      // 02 §7 /leads/nacl/add-unverified: the partner's lead, once the store is known.
      call: { name: 'nacl.addLead', outcomes: ['created'] },
      guard: [...G, 'pancard'],
      autoAdvance: false,
    }),
    genderStep('step4', to('step5'), { guard: [...G, 'storeCode'] }),
    makeStep(
      'step5',
      [
        { to: 'step9', when: inWebView },
        { to: 'step10', when: { not: inWebView } },
      ],
      {
        title: 'What is your date of birth, as on your PAN card?',
        fields: [partnerDobField(CREDIT_LINE_IDS.providerId)],
        guard: [...G, 'storeCode'],
      },
    ),
  ];
}
