// The personal loan's second part, step5.2 to step13.3 (spec 02 §2.4; decision 049): the
// application for the chosen lender. The tenure step enters it where the lender's product
// says (own loan step5.2, loan apps step5.3, self-employed step6.2, everyone else step7.1);
// from there it runs in this order, each self-employed or salaried step skipped for the other.

import { BUSINESS_LOAN_PROPERTY_STATUS } from '../../catalog/businessLoan.js';
import { BUSINESS_ENTITY_TYPES } from '../../catalog/enums.js';
import { PERSONAL_LOAN_LIMITS as L, LENDER_MATCH_CALL } from '../../catalog/personalLoan.js';
import { CONSENT_TEXTS } from '../../journeyModel/consentPurposes.js';
import type { StepDef } from '../../journeyModel/types.js';
import { addressField } from '../shared/addressField.js';
import {
  addressStep,
  companyStep,
  existingCardStep,
  isNo,
  isYes,
  itrValueStep,
  makeStep,
  mobileField,
  officeAddressStep,
  officePincodeField,
  opts,
  salaried,
  selfEmployed,
  to,
  yesNoField,
} from '../shared/index.js';
import { idOptions, maritalStatusField, nameField, radio } from '../shared/loanFields.js';
import { TURNOVER_BANDS } from '../shared/turnoverBands.js';
import { PL_WORDS } from './eligibilitySteps.js';

const G = ['mobile', 'empType', 'expectedLoanTenure'];
const notSelfEmployed = { not: selfEmployed };

/** Business vintage bands (`businessVintageId`; the spec names the field, not its values). */
export const VINTAGE_BANDS = opts(
  ['1', 'Less than 1 year'],
  ['2', '1 to 3 years'],
  ['3', '3 to 5 years'],
  ['4', 'More than 5 years'],
);

/** Nature of business (`natureOfBusinessId`; values not in the spec, ours). */
const NATURE_OF_BUSINESS = opts(
  ['1', 'Trading'],
  ['2', 'Manufacturing'],
  ['3', 'Services'],
  ['4', 'Professional practice'],
);

/** Credit-card vintage (`creditCardVintage`), years held. */
const CARD_VINTAGE = opts(
  ['1', 'Less than 1 year'],
  ['2', '1 to 3 years'],
  ['3', 'More than 3 years'],
);

export function applicationSteps(): StepDef[] {
  return [
    makeStep('step5.2', to('step5.3'), {
      title: 'Please give two references who know you well.',
      info: ['The lender may call them to confirm who you are. They are never asked to pay.'],
      fields: [
        nameField('referenceName1', 'FIRST REFERENCE: NAME', 72, 'Please enter the full name'),
        mobileField('referenceMobile1', 'FIRST REFERENCE: MOBILE'),
        nameField('referenceName2', 'SECOND REFERENCE: NAME', 72, 'Please enter the full name'),
        mobileField('referenceMobile2', 'SECOND REFERENCE: MOBILE'),
      ],
      guard: G,
      autoAdvance: false,
    }),
    makeStep('step5.3', to('step6.2'), {
      title: 'What are your business’s sales in a month?',
      info: ['Your average monthly sales over the last year.'],
      fields: [
        {
          name: 'businessMonthlySales',
          kind: 'money',
          label: 'MONTHLY SALES (₹)',
          rules: [
            { rule: 'minValue', n: L.monthlySales.min },
            { rule: 'maxValue', n: L.monthlySales.max },
          ],
        },
      ],
      guard: G,
      skip: notSelfEmployed,
    }),
    makeStep('step6.2', to('step6.3'), {
      title: 'Tell us about your business.',
      info: ['The business PAN is the PAN of the firm or company, not your own.'],
      fields: [
        radio('businessEntityType', 'ENTITY TYPE', idOptions(BUSINESS_ENTITY_TYPES)),
        {
          name: 'businessPan',
          kind: 'pan',
          label: 'BUSINESS PAN',
          maxLength: 10,
          rules: [{ rule: 'businessPan' }],
        },
      ],
      guard: G,
      skip: notSelfEmployed,
      autoAdvance: false,
    }),
    makeStep('step6.3', to('step6.4'), {
      title: 'How long has your business run, and how big is it?',
      fields: [
        radio('businessVintageId', 'BUSINESS VINTAGE', VINTAGE_BANDS),
        radio('annualTurnoverId', 'ANNUAL TURNOVER', TURNOVER_BANDS),
        radio('natureOfBusinessId', 'NATURE OF BUSINESS', NATURE_OF_BUSINESS),
      ],
      guard: G,
      skip: notSelfEmployed,
      autoAdvance: false,
    }),
    itrValueStep('step6.4', to('step7.1'), {
      skip: { any: [notSelfEmployed, isNo('itrStatus')] },
    }),
    companyStep('step7.1', to('step7.2'), PL_WORDS, { skip: selfEmployed }),
    makeStep('step7.2', to('step8'), {
      title: 'Are you married?',
      fields: [maritalStatusField()],
      guard: G,
    }),
    makeStep('step8', to('step9'), {
      title: 'Is the home you live in rented or owned?',
      fields: [radio('residentialStatus', 'RESIDENCE', idOptions(BUSINESS_LOAN_PROPERTY_STATUS))],
      guard: G,
    }),
    makeStep('step9', to('step10'), {
      title: "What is your mother's name?",
      info: ['Lenders ask it to confirm who you are.'],
      fields: [nameField('motherName', "MOTHER'S NAME", 72, 'Please enter the full name')],
      guard: G,
    }),
    existingCardStep('step10', to('step11'), PL_WORDS, { withDetails: true, guard: G }),
    makeStep('step11', to('step12'), {
      title: 'How long have you had your credit card?',
      fields: [radio('creditCardVintage', 'CARD VINTAGE', CARD_VINTAGE)],
      guard: G,
      skip: { not: isYes('existingCard') },
    }),
    addressStep('step12', to('step13'), PL_WORDS, {
      fields: [addressField()],
      guard: [...G, 'pincode'],
    }),
    makeStep('step13', to('step13.1'), {
      title: 'Is this also your permanent address?',
      fields: [
        yesNoField('isCurrentPermanentAddressSame', 'SAME AS CURRENT ADDRESS'),
        {
          ...addressField('permanentAddress', 'PERMANENT ADDRESS'),
          showWhen: isNo('isCurrentPermanentAddressSame'),
        },
        {
          ...officePincodeField('permanentPincode', 'PERMANENT PINCODE'),
          showWhen: isNo('isCurrentPermanentAddressSame'),
        },
      ],
      guard: G,
      autoAdvance: false,
    }),
    officeAddressStep('step13.1', to('step13.2'), {
      title: 'What is your company’s address?',
      skip: { not: salaried },
    }),
    makeStep('step13.2', to('step13.3'), {
      title: 'Where is your business?',
      info: ['The lender may visit your business at this address.'],
      fields: [
        addressField('businessAddress', 'BUSINESS ADDRESS'),
        officePincodeField('businessPincode', 'BUSINESS PINCODE'),
      ],
      guard: G,
      skip: notSelfEmployed,
    }),
    // Decision 063: the lender the match chose is shown here, and the consent to send the
    // application names it (its name is the match's fact, filled into the text).
    makeStep('step13.3', 'last', {
      title: 'Last one: where can the lender write to you at work?',
      info: [
        'Salaried: your office e-mail (not a free-mail address).',
        'Here is the lender your answers matched. Tick the box to send your application to it; then we show your offers.',
      ],
      fields: [
        {
          name: 'officeEmail',
          kind: 'email',
          label: 'OFFICE E-MAIL',
          rules: [{ rule: 'officeEmail' }],
          showWhen: salaried,
        },
        {
          name: 'isPersonalLoanDisclaimerChecked',
          kind: 'disclaimer',
          label: CONSENT_TEXTS['pl-lender'].text,
          consent: 'pl-lender',
        },
      ],
      shows: [
        {
          kind: 'facts',
          calls: [LENDER_MATCH_CALL],
          items: [
            { fact: 'lenderName', label: 'Lender' },
            { fact: 'emiPaise', label: 'EMI', format: 'paise' },
            { fact: 'rateBps', label: 'Interest', format: 'bps' },
            { fact: 'tenureMonths', label: 'Tenure', format: 'months' },
          ],
        },
      ],
      guard: G,
      autoAdvance: false,
    }),
  ];
}
