// Steps 33 to 43 of the partner business loan: the repayment mandate, digital (e-NACH) or
// physical, and the e-agreement (spec 02 §2.1, §4.1; decision 020). step38 is not defined:
// no edge of the spec reaches it (BL-31).
import { BUSINESS_LOAN_LIMITS as L, MANDATE_TYPES } from '../../catalog/businessLoan.js';
import type { StepDef } from '../../journeyModel/types.js';
import { makeStep, to } from '../shared/index.js';
import { mandateChoiceSteps } from '../shared/mandateChoiceSteps.js';
import {
  bankAccountFields,
  eAgreementStep,
  enachLinkStep,
  nachFormStep,
  nachUploadStep,
} from '../shared/partnerMandateSteps.js';
import { is, onOutcome, rejectedOn } from './blFields.js';

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
        fields: bankAccountFields(L),
        guard: [...mandate, 'bankIfscCode'],
      },
    ),
    enachLinkStep(
      'step39',
      [rejectedOn('idfc.enach', 'declined'), onOutcome('idfc.enach', 'registered', 'step43')],
      'idfc.enach',
      L.eMandateResendSeconds,
    ),
    nachFormStep('step40', to('step41')),
    nachUploadStep('step41', to('step42')),
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
    eAgreementStep('step43', 'loan', 'Read the loan agreement (PDF)', 'idfc.eAgreement'),
  ];
}
