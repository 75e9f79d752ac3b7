// Steps 33 to 43 of the partner business loan: the repayment mandate, digital (e-NACH) or
// physical, and the e-agreement (spec 02 §2.1, §4.1; decision 020). step38 is not defined:
// no edge of the spec reaches it (BL-31).
import { BUSINESS_LOAN_LIMITS as L, MANDATE_TYPES } from '../../catalog/businessLoan.js';
import type { StepDef } from '../../engine/types.js';
import { makeStep, to } from '../shared/index.js';
import { mandateChoiceSteps } from '../shared/mandateChoiceSteps.js';
import {
  is,
  nameField,
  onOutcome,
  physicalNachField,
  rejectedOn,
  signingOtpField,
} from './blFields.js';

const digital = is('mandateType', MANDATE_TYPES.digital);
const physical = is('mandateType', MANDATE_TYPES.physical);
const G = ['mobile'];
const afterOffer = [...G, 'loanOfferDecision'];
const mandate = [...G, 'mandateType'];

export function mandateSteps(): StepDef[] {
  return [
    ...mandateChoiceSteps(
      {
        accountType: 'step33',
        mandateType: 'step34',
        ifsc: 'step35',
        emandateMode: 'step36',
        next: 'step37',
      },
      'the loan',
      afterOffer,
    ),
    // No call here: step39 makes the e-mandate and sends its link itself (idfc.enach), so the
    // waiting row the bank's callback settles exists before anybody can read the SMS
    // (decision 022, "An early callback").
    makeStep(
      'step37',
      [
        { to: 'step39', when: digital },
        { to: 'step40', when: physical },
      ],
      {
        title: 'Your account details, please.',
        fields: [
          {
            name: 'bankAccountNo',
            kind: 'text',
            label: 'ACCOUNT NUMBER',
            maxLength: L.bankAccountNo,
            rules: [{ rule: 'accountNumber' }, { rule: 'maxLength', n: L.bankAccountNo }],
          },
          nameField('accountHolderName', 'ACCOUNT HOLDER NAME', L.accountHolderName),
        ],
        guard: [...mandate, 'bankIfscCode'],
      },
    ),
    makeStep(
      'step39',
      [rejectedOn('idfc.enach', 'declined'), onOutcome('idfc.enach', 'registered', 'step43')],
      {
        title: 'We sent you a link by SMS. Please approve the e-mandate with your bank.',
        info: ['Did not get it? You can ask for the link again after 10 seconds.'],
        fields: [],
        call: {
          name: 'idfc.enach',
          outcomes: ['registered', 'declined'],
          wait: {
            resendAfterSeconds: L.eMandateResendSeconds,
            pollSeconds: 3,
            message: 'Waiting for your bank to confirm the e-mandate.',
          },
        },
        guard: [...mandate, 'bankAccountNo'],
      },
    ),
    makeStep('step40', to('step41'), {
      title: 'Download your pre-filled NACH form, print it and sign it.',
      fields: [],
      shows: [{ kind: 'document', document: 'nachForm', label: 'Download the NACH form (PDF)' }],
      guard: [...mandate, 'bankAccountNo'],
    }),
    makeStep('step41', to('step42'), {
      title: 'Upload a photo or scan of the signed NACH form.',
      fields: [physicalNachField()],
      guard: [...mandate, 'bankAccountNo'],
    }),
    makeStep('step42', [onOutcome('idfc.pnachStatus', 'accepted', 'step43')], {
      title: 'IDFC FIRST Bank is checking your signed NACH form.',
      fields: [],
      call: {
        name: 'idfc.pnachStatus',
        outcomes: ['accepted'],
        wait: { pollSeconds: 5, message: 'Waiting for the bank to check your signed form.' },
      },
      guard: [...mandate, 'pnachDocument'],
    }),
    makeStep('step43', 'last', {
      title: 'Last step: read and accept your loan agreement.',
      info: ['Accepting with the OTP sent to your mobile signs the agreement electronically.'],
      fields: [
        {
          name: 'eAgreementAccepted',
          kind: 'disclaimer',
          label: 'I have read the loan agreement and I accept it.',
        },
        signingOtpField(),
      ],
      shows: [{ kind: 'document', document: 'agreement', label: 'Read the loan agreement (PDF)' }],
      call: { name: 'idfc.eAgreement', outcomes: ['signed'] },
      guard: mandate,
      autoAdvance: false,
    }),
  ];
}
