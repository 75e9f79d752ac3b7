import { CREDIT_LINE_LIMITS as L } from '../../catalog/creditLine.js';
import type { StepDef } from '../../journeyModel/types.js';
import { onOutcome } from '../shared/callRules.js';
import { makeStep } from '../shared/index.js';
import { mandateChoiceSteps } from '../shared/mandateChoiceSteps.js';
import {
  bankAccountFields,
  eAgreementStep,
  enachLinkStep,
  nachFormStep,
  nachUploadStep,
} from '../shared/partnerMandateSteps.js';
import { digital, physical } from './naclFields.js';

const G = ['mobile'];
const accepted = [...G, 'creditLineDecision'];
const mandate = [...G, 'mandateType'];

export function naclMandateSteps(): StepDef[] {
  return [
    ...mandateChoiceSteps(
      {
        accountType: 'step22',
        mandateType: 'step23',
        ifsc: 'step24',
        emandateMode: 'step25',
        next: 'step26',
      },
      'the credit line',
      accepted,
    ),
    // The account goes to Northern Arc encrypted (/lead/credit-line/transaction-details/encrypt),
    // with the bank step24's IFSC named (its lookup; never asked again, issue 22 §6).
    makeStep(
      'step26',
      [
        {
          to: 'step27',
          when: { all: [digital, { outcome: 'nacl.transactionDetails', eq: 'stored' }] },
        },
        {
          to: 'step28',
          when: { all: [physical, { outcome: 'nacl.transactionDetails', eq: 'stored' }] },
        },
      ],
      {
        title: 'Your account details, please.',
        fields: bankAccountFields(L),
        call: { name: 'nacl.transactionDetails', outcomes: ['stored'] },
        guard: [...mandate, 'bankIfscCode'],
      },
    ),
    // /leads/nacl/enach/send-url sends the link (again after 10 s); enach/status settles it.
    enachLinkStep(
      'step27',
      [
        onOutcome('nacl.enach', 'registered', 'step31'),
        { exit: 'mandateFailed', when: { outcome: 'nacl.enach', eq: 'declined' } },
      ],
      'nacl.enach',
      L.eMandateResendSeconds,
    ),
    // /leads/nacl/pnach-doc: Northern Arc prepares the pre-filled form.
    nachFormStep('step28', [onOutcome('nacl.pnachDoc', 'ready', 'step29')], {
      name: 'nacl.pnachDoc',
      outcomes: ['ready'],
    }),
    // /leads/nacl/upload-pnach-doc: a failure keeps the applicant here (02 §4.2).
    nachUploadStep('step29', [onOutcome('nacl.uploadPnachDoc', 'uploaded', 'step30')], {
      name: 'nacl.uploadPnachDoc',
      outcomes: ['uploaded'],
    }),
    makeStep('step30', [onOutcome('nacl.pnachStatus', 'accepted', 'step31')], {
      title: 'Northern Arc is checking your signed NACH form.',
      fields: [],
      call: {
        name: 'nacl.pnachStatus',
        outcomes: ['accepted'],
        wait: { pollSeconds: 5, message: 'Waiting for Northern Arc to check your signed form.' },
      },
      guard: [...mandate, 'pnachDocument'],
    }),
    eAgreementStep('step31', 'credit line', 'Read the agreement (PDF)', 'nacl.eAgreement'),
  ];
}
