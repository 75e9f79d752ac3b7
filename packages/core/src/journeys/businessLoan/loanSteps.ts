// Steps 19 to 32 of the partner business loan: documents, the credit approval and offer, the
// applicant profile and the nominee (spec 02 §2.1, §4.1; decision 020).
import {
  BUSINESS_LOAN_BUSINESS_TYPES,
  BUSINESS_LOAN_PROPERTY_STATUS,
  BUSINESS_LOAN_QUALIFICATIONS,
  CASTES,
  DEFAULT_CASTE,
  BUSINESS_LOAN_LIMITS as L,
} from '../../catalog/businessLoan.js';
import { DOCUMENT_TYPES } from '../../catalog/enums.js';
import type { Condition, StepDef } from '../../journeyModel/types.js';
import { makeStep, opts, to } from '../shared/index.js';
import { maritalStatusField, religionField, remarksField } from '../shared/loanFields.js';
import { OFFER_KFS_LINK, offerCostItems } from '../shared/offerCostItems.js';
import { TURNOVER_BANDS } from '../shared/turnoverBands.js';
import {
  bankStatementField,
  idOptions,
  is,
  nameField,
  onOutcome,
  photoField,
  radio,
} from './blFields.js';
import { nomineeFields } from './nomineeFields.js';

const G = ['mobile'];
const afterOffer = [...G, 'loanOfferDecision'];
const declined: Condition = { outcome: 'idfc.creditApproval', eq: 'declined' };

export function documentSteps(): StepDef[] {
  return [
    makeStep('step19', to('step20'), {
      title: `Please upload your bank statement of the last ${L.bankStatementMonths} months.`,
      info: ['A PDF downloaded from your net banking is best: the bank reads it directly.'],
      fields: [bankStatementField()],
      guard: [...G, 'familyPropertyStatus'],
    }),
    makeStep('step20', to('step21'), {
      title: 'Now a photograph of your shop, with its name board if it has one.',
      fields: [photoField('shopPhoto', 'SHOP PHOTOGRAPH', DOCUMENT_TYPES.shopPic)],
      guard: [...G, 'bankStatement'],
    }),
    makeStep('step21', to('step22'), {
      title: 'And a clear photograph of yourself.',
      fields: [photoField('customerPhoto', 'YOUR PHOTOGRAPH', DOCUMENT_TYPES.profilePic)],
      guard: [...G, 'shopPhoto'],
    }),
    // Both outcomes → step23, which shows the offer or takes the exit on `declined`.
    makeStep(
      'step22',
      [
        onOutcome('idfc.creditApproval', 'offered', 'step23'),
        onOutcome('idfc.creditApproval', 'declined', 'step23'),
      ],
      {
        title: 'IDFC FIRST Bank is reviewing your application for credit approval.',
        info: ['This can take a few minutes. You can leave and come back: we keep your place.'],
        fields: [],
        call: {
          name: 'idfc.creditApproval',
          outcomes: ['offered', 'declined'],
          wait: { pollSeconds: 5, message: 'Waiting for IDFC FIRST Bank’s credit decision.' },
        },
        guard: [...G, 'customerPhoto'],
      },
    ),
    makeStep(
      'step23',
      [
        { exit: 'rejected', when: { any: [declined, is('loanOfferDecision', 'reject')] } },
        { to: 'step24', when: is('loanOfferDecision', 'accept') },
      ],
      {
        title: 'Here is your final loan offer from IDFC FIRST Bank.',
        info: [
          'The amount, rate and EMI are the bank’s offer for your business. Read what it costs and its Key Fact Statement before you accept.',
        ],
        // Every cost before acceptance (RBI Digital Lending Directions; decision 080).
        shows: [
          {
            kind: 'facts',
            calls: ['idfc.creditApproval'],
            items: [
              { fact: 'offeredAmountPaise', label: 'Loan amount', format: 'paise' },
              { fact: 'tenureMonths', label: 'Tenure', format: 'months' },
              { fact: 'interestRateBps', label: 'Interest rate', format: 'bps' },
              ...offerCostItems({
                fact: 'emiPaise',
                label: 'Monthly instalment (EMI)',
                format: 'paise',
              }),
            ],
          },
          OFFER_KFS_LINK,
        ],
        fields: [
          radio(
            'loanOfferDecision',
            'YOUR DECISION',
            opts(['accept', 'Accept the offer'], ['reject', 'Not now']),
          ),
        ],
        guard: [...G, 'customerPhoto'],
        autoAdvance: false,
      },
    ),
  ];
}

export function profileSteps(): StepDef[] {
  const ask = (id: string, next: string, title: string, field: StepDef['fields'][number]) =>
    makeStep(id, to(next), { title, fields: [field], guard: afterOffer });
  return [
    ask('step24', 'step25', 'Are you married?', maritalStatusField()),
    ask(
      'step25',
      'step26',
      'Is the home you live in rented or owned?',
      radio('residentialStatus', 'RESIDENCE', idOptions(BUSINESS_LOAN_PROPERTY_STATUS)),
    ),
    ask(
      'step26',
      'step27',
      'Do you sell to customers or to other shops?',
      radio('businessType', 'BUSINESS TYPE', idOptions(BUSINESS_LOAN_BUSINESS_TYPES)),
    ),
    ask(
      'step27',
      'step28',
      "What is your business's annual turnover?",
      radio('annualTurnoverId', 'ANNUAL TURNOVER', TURNOVER_BANDS),
    ),
    ask(
      'step28',
      'step29',
      'What is your highest education?',
      radio('educationalQualification', 'QUALIFICATION', idOptions(BUSINESS_LOAN_QUALIFICATIONS)),
    ),
    ask(
      'step29',
      'step30',
      'Are your business premises rented or owned?',
      radio('officePropertyOwned', 'BUSINESS PREMISES', idOptions(BUSINESS_LOAN_PROPERTY_STATUS)),
    ),
    makeStep('step30', to('step31'), {
      title: 'A few more details for the bank’s records.',
      fields: [
        nameField('fatherName', "FATHER'S NAME"),
        nameField('motherName', "MOTHER'S NAME"),
        remarksField(L.remarks),
      ],
      guard: afterOffer,
    }),
    makeStep('step31', to('step32'), {
      title: 'The bank asks your religion and category for its records.',
      fields: [
        religionField(),
        {
          name: 'caste',
          kind: 'radio',
          label: 'CATEGORY',
          options: idOptions(CASTES),
          defaultValue: String(DEFAULT_CASTE),
        },
      ],
      guard: afterOffer,
      autoAdvance: false,
    }),
    makeStep('step32', to('step33'), {
      title: 'Who should be the nominee of your loan’s credit insurance?',
      info: ['If something happens to you, the insurance repays the loan for your family.'],
      fields: nomineeFields(),
      guard: [...afterOffer, 'dobYear'],
      autoAdvance: false,
    }),
  ];
}
