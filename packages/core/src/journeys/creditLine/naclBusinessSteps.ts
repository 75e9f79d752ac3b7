// Steps 16 to 21 of the Northern Arc credit line: photographs, the store and the applicant,
// the credit approval and the offer (spec 02 §2.3; decision 036). Step21 may reject.
import { CREDIT_LINE_LIMITS as L } from '../../catalog/creditLine.js';
import { DOCUMENT_TYPES } from '../../catalog/enums.js';
import type { Condition, StepDef } from '../../journeyModel/types.js';
import { onOutcome } from '../shared/callRules.js';
import { makeStep, opts, to } from '../shared/index.js';
import {
  is,
  maritalStatusField,
  nameField,
  photoField,
  radio,
  religionField,
  remarksField,
} from '../shared/loanFields.js';
import { OFFER_KFS_LINK, offerCostItems } from '../shared/offerCostItems.js';
import {
  businessTypeField,
  establishmentField,
  premiseField,
  storeDetailFields,
  tenureOptions,
} from './naclFields.js';

const G = ['mobile'];
const declined: Condition = { outcome: 'nacl.cbEligibility', eq: 'declined' };

export function naclBusinessSteps(): StepDef[] {
  return [
    makeStep('step16', to('step17'), {
      title: 'Now a photograph of your shop, with its name board if it has one.',
      fields: [photoField('shopPhoto', 'SHOP PHOTOGRAPH', DOCUMENT_TYPES.shopPic)],
      guard: [...G, 'businessKycConfirmed'],
    }),
    makeStep('step17', to('step18'), {
      title: 'And a clear photograph of yourself.',
      fields: [photoField('customerPhoto', 'YOUR PHOTOGRAPH', DOCUMENT_TYPES.profilePic)],
      guard: [...G, 'shopPhoto'],
    }),
    makeStep('step18', to('step19'), {
      title: 'Tell me about your store and your business.',
      fields: [
        businessTypeField(),
        premiseField('officePremiseType', 'YOUR SHOP IS'),
        ...storeDetailFields(),
        establishmentField(),
      ],
      guard: [...G, 'customerPhoto'],
      autoAdvance: false,
    }),
    makeStep('step19', to('step20'), {
      title: 'A few details about you for Northern Arc’s records.',
      fields: [
        maritalStatusField(),
        premiseField('residencePremiseType', 'YOUR HOME IS'),
        nameField('fatherName', "FATHER'S NAME"),
        nameField('motherName', "MOTHER'S NAME"),
        religionField(),
        {
          name: 'expectedLoanTenure',
          kind: 'select',
          label: 'EXPECTED LOAN TENURE',
          options: tenureOptions(),
        },
        remarksField(L.remarks),
      ],
      guard: [...G, 'businessType'],
      autoAdvance: false,
    }),
    // /leads/nacl/cb-eligibility: both answers → step21, which offers or rejects.
    makeStep(
      'step20',
      [
        onOutcome('nacl.cbEligibility', 'offered', 'step21'),
        onOutcome('nacl.cbEligibility', 'declined', 'step21'),
      ],
      {
        title: 'Northern Arc is reviewing your application for credit approval.',
        info: ['This can take a few minutes. You can leave and come back: we keep your place.'],
        fields: [],
        call: {
          name: 'nacl.cbEligibility',
          outcomes: ['offered', 'declined'],
          wait: { pollSeconds: 5, message: 'Waiting for Northern Arc’s credit decision.' },
        },
        guard: [...G, 'expectedLoanTenure'],
      },
    ),
    makeStep(
      'step21',
      [
        { exit: 'rejected', when: { any: [declined, is('creditLineDecision', 'reject')] } },
        { to: 'step22', when: is('creditLineDecision', 'accept') },
      ],
      {
        title: 'Here is your credit line offer from Northern Arc.',
        info: [
          'Use it to buy stock at partner stores and pay back within the tenure. Read what it costs and its Key Fact Statement before you accept.',
        ],
        // Every cost before acceptance (RBI Digital Lending Directions; decision 080): the
        // instalment and total are of the whole limit drawn on day one, an illustration.
        shows: [
          {
            kind: 'facts',
            calls: ['nacl.cbEligibility'],
            items: [
              { fact: 'offeredAmountPaise', label: 'Credit limit', format: 'paise' },
              { fact: 'tenureMonths', label: 'Tenure', format: 'months' },
              { fact: 'interestRateBps', label: 'Interest rate', format: 'bps' },
              ...offerCostItems({ fact: 'instalmentText', label: 'Instalment', format: 'text' }),
            ],
          },
          OFFER_KFS_LINK,
        ],
        fields: [
          radio(
            'creditLineDecision',
            'YOUR DECISION',
            opts(['accept', 'Accept the offer'], ['reject', 'Not now']),
          ),
        ],
        guard: [...G, 'expectedLoanTenure'],
        autoAdvance: false,
      },
    ),
  ];
}
