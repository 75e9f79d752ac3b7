import { CREDIT_LINE_LIMITS as L } from '../../catalog/creditLine.js';
import type { StepDef } from '../../engine/types.js';
import { onOutcome } from '../shared/callRules.js';
import { makeStep } from '../shared/index.js';
import { nameField, physicalNachField, signingOtpField } from '../shared/loanFields.js';
import { mandateChoiceSteps } from '../shared/mandateChoiceSteps.js';
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
    // The account goes to Northern Arc encrypted (/lead/credit-line/transaction-details/encrypt).
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
        fields: [
          {
            name: 'bankName',
            kind: 'text',
            label: 'BANK NAME',
            maxLength: L.bankName,
            rules: [{ rule: 'maxLength', n: L.bankName }],
          },
          {
            name: 'bankAccountNo',
            kind: 'text',
            label: 'ACCOUNT NUMBER',
            maxLength: L.bankAccountNo,
            rules: [{ rule: 'accountNumber' }, { rule: 'maxLength', n: L.bankAccountNo }],
          },
          nameField('accountHolderName', 'ACCOUNT HOLDER NAME', L.accountHolderName),
        ],
        call: { name: 'nacl.transactionDetails', outcomes: ['stored'] },
        guard: [...mandate, 'bankIfscCode'],
      },
    ),
    // /leads/nacl/enach/send-url sends the link (again after 10 s); enach/status settles it.
    makeStep(
      'step27',
      [
        onOutcome('nacl.enach', 'registered', 'step31'),
        { exit: 'mandateFailed', when: { outcome: 'nacl.enach', eq: 'declined' } },
      ],
      {
        title: 'We sent you a link by SMS. Please approve the e-mandate with your bank.',
        info: ['Did not get it? You can ask for the link again after 10 seconds.'],
        fields: [],
        call: {
          name: 'nacl.enach',
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
    // /leads/nacl/pnach-doc: Northern Arc prepares the pre-filled form.
    makeStep('step28', [onOutcome('nacl.pnachDoc', 'ready', 'step29')], {
      title: 'Download your pre-filled NACH form, print it and sign it.',
      fields: [],
      shows: [{ kind: 'document', document: 'nachForm', label: 'Download the NACH form (PDF)' }],
      call: { name: 'nacl.pnachDoc', outcomes: ['ready'] },
      guard: [...mandate, 'bankAccountNo'],
    }),
    // /leads/nacl/upload-pnach-doc: a failure keeps the applicant here (02 §4.2).
    makeStep('step29', [onOutcome('nacl.uploadPnachDoc', 'uploaded', 'step30')], {
      title: 'Upload a photo or scan of the signed NACH form.',
      fields: [physicalNachField()],
      call: { name: 'nacl.uploadPnachDoc', outcomes: ['uploaded'] },
      guard: [...mandate, 'bankAccountNo'],
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
    makeStep('step31', 'last', {
      title: 'Last step: read and accept your credit line agreement.',
      info: ['Accepting with the OTP sent to your mobile signs the agreement electronically.'],
      fields: [
        {
          name: 'eAgreementAccepted',
          kind: 'disclaimer',
          label: 'I have read the credit line agreement and I accept it.',
        },
        signingOtpField(),
      ],
      shows: [{ kind: 'document', document: 'agreement', label: 'Read the agreement (PDF)' }],
      call: { name: 'nacl.eAgreement', outcomes: ['signed'] },
      guard: mandate,
      autoAdvance: false,
    }),
  ];
}
