// The mandate steps after the first four questions (mandateChoiceSteps) that the partner
// business loan and the Northern Arc credit line ask alike (spec 02 §2.1 steps 37–43, §2.3
// steps 26–31; decisions 020, 036): the account, the e-mandate link, the physical NACH form
// and the e-agreement. Ids, next rules, partner calls and limits are the journey's.
import type { FieldDef, NextRule, StepCall, StepDef } from '../../journeyModel/types.js';
import { nameField, physicalNachField, signingOtpField } from './loanFields.js';
import { makeStep } from './makeStep.js';

const mandate = ['mobile', 'mandateType'];
const withAccount = [...mandate, 'bankAccountNo'];

/** The repaying account's number and holder, capped at the product's limits. */
export function bankAccountFields(max: {
  bankAccountNo: number;
  accountHolderName: number;
}): FieldDef[] {
  return [
    {
      name: 'bankAccountNo',
      kind: 'text',
      label: 'ACCOUNT NUMBER',
      maxLength: max.bankAccountNo,
      rules: [{ rule: 'accountNumber' }, { rule: 'maxLength', n: max.bankAccountNo }],
    },
    nameField('accountHolderName', 'ACCOUNT HOLDER NAME', max.accountHolderName),
  ];
}

/** The e-mandate link sent by SMS; `call` is the partner's, re-sendable after `resendAfterSeconds`. */
export function enachLinkStep(
  id: string,
  next: NextRule[],
  call: string,
  resendAfterSeconds: number,
): StepDef {
  return makeStep(id, next, {
    // Nothing is sent before Continue (issue 22 §6): the wait bubble says it was sent.
    title: 'Approve the e-mandate with your bank: we send you the link by SMS.',
    info: [
      'Press Continue and the link goes to your mobile. Did not get it? You can ask for it again after 10 seconds.',
    ],
    fields: [],
    call: {
      name: call,
      outcomes: ['registered', 'declined'],
      wait: {
        resendAfterSeconds,
        pollSeconds: 3,
        message: 'We sent you a link by SMS. Waiting for your bank to confirm the e-mandate.',
      },
    },
    guard: [...withAccount],
  });
}

/** The pre-filled NACH form to download; `call` where the partner prepares it. */
export function nachFormStep(id: string, next: NextRule[], call?: StepCall): StepDef {
  return makeStep(id, next, {
    title: 'Download your pre-filled NACH form, print it and sign it.',
    fields: [],
    shows: [{ kind: 'document', document: 'nachForm', label: 'Download the NACH form (PDF)' }],
    ...(call ? { call } : {}),
    guard: [...withAccount],
  });
}

/** The signed NACH form's upload; `call` where the partner receives it. */
export function nachUploadStep(id: string, next: NextRule[], call?: StepCall): StepDef {
  return makeStep(id, next, {
    title: 'Upload a photo or scan of the signed NACH form.',
    fields: [physicalNachField()],
    ...(call ? { call } : {}),
    guard: [...withAccount],
  });
}

/**
 * The last step: the e-agreement of `product` ('loan', 'credit line'), read (`readLabel`) and
 * accepted with the signing OTP by the partner's `call`.
 */
export function eAgreementStep(
  id: string,
  product: string,
  readLabel: string,
  call: string,
): StepDef {
  return makeStep(id, 'last', {
    title: `Last step: read and accept your ${product} agreement.`,
    info: ['Accepting with the OTP sent to your mobile signs the agreement electronically.'],
    fields: [
      {
        name: 'eAgreementAccepted',
        kind: 'disclaimer',
        label: `I have read the ${product} agreement and I accept it.`,
      },
      signingOtpField(),
    ],
    shows: [{ kind: 'document', document: 'agreement', label: readLabel }],
    call: { name: call, outcomes: ['signed'] },
    guard: [...mandate],
    autoAdvance: false,
  });
}
