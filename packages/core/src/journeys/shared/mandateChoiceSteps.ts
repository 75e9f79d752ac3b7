// The four questions every partner mandate starts with (spec 02 §2.1 steps 33–36, §2.3 steps
// 22–25; decisions 020, 036): the repaying account's type, digital or physical, the branch's
// IFSC (whose bank the server derives: never asked, decision 090), and for a digital mandate
// how it is authorised. The journeys differ only in their step ids, what is being repaid and
// the answers that open the questions.
import { ACCOUNT_TYPES, EMANDATE_MODES, MANDATE_TYPES } from '../../catalog/businessLoan.js';
import type { StepDef } from '../../journeyModel/types.js';
import { idOptions, is, radio } from './loanFields.js';
import { makeStep, to } from './makeStep.js';
import { opts } from './options.js';

export interface MandateChoiceIds {
  accountType: string;
  mandateType: string;
  ifsc: string;
  emandateMode: string;
  /** The step after these: the account details. */
  next: string;
}

/** The mandate's first four steps; `repaid` names the product ('the loan', 'the credit line'). */
export function mandateChoiceSteps(
  ids: MandateChoiceIds,
  repaid: string,
  /** Answers the first step needs (the accepted offer); `mobile` and the rest follow. */
  guard: readonly string[],
): StepDef[] {
  const mandate = ['mobile', 'mandateType'];
  return [
    makeStep(ids.accountType, to(ids.mandateType), {
      title: `Which account will repay ${repaid}: a saving or a current account?`,
      fields: [radio('accountType', 'ACCOUNT TYPE', idOptions(ACCOUNT_TYPES))],
      guard: [...guard],
    }),
    makeStep(ids.mandateType, to(ids.ifsc), {
      title: 'How would you like to set up the repayment mandate?',
      info: ['Digital e-NACH takes a minute online. A physical NACH form is signed on paper.'],
      fields: [
        radio(
          'mandateType',
          'MANDATE TYPE',
          opts(
            [MANDATE_TYPES.digital, 'Digital (e-NACH)'],
            [MANDATE_TYPES.physical, 'Physical form'],
          ),
        ),
      ],
      guard: [...guard, 'accountType'],
    }),
    makeStep(
      ids.ifsc,
      [
        { to: ids.emandateMode, when: is('mandateType', MANDATE_TYPES.digital) },
        { to: ids.next, when: is('mandateType', MANDATE_TYPES.physical) },
      ],
      {
        title: "What is your bank branch's IFSC code?",
        fields: [
          {
            name: 'bankIfscCode',
            kind: 'text',
            label: 'IFSC CODE',
            maxLength: 32,
            placeholder: 'HDFC0001234',
            rules: [{ rule: 'ifsc' }, { rule: 'maxLength', n: 32 }],
            // The bank check (02 §2.1, §2.3): the server names the branch's bank (`bankName`).
            lookup: 'ifscBank',
          },
        ],
        guard: mandate,
      },
    ),
    makeStep(ids.emandateMode, to(ids.next), {
      title: 'How will you authorise the e-mandate?',
      fields: [radio('emandateMode', 'E-MANDATE MODE', idOptions(EMANDATE_MODES))],
      guard: [...mandate, 'bankIfscCode'],
    }),
  ];
}
