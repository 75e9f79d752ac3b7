import { OBJECT_TYPES } from '../../catalog/products.js';
import { groupHealthCover } from '../../insurance/covers/groupHealth.js';
import { insuranceAddressField, insuranceEmailField } from '../../insurance/insuranceFormRules.js';
import { INSURANCE_LEAD_STATUS, leadStatuses } from '../../insurance/insuranceLeadStatus.js';
import { coverFactsInfo, sampleFactsNote } from '../../insurance/planCards.js';
import type { JourneyDef } from '../../journeyModel/types.js';
import { makeStep, to } from '../shared/makeStep.js';
import { mobileField } from '../shared/mobileField.js';
import { pincodeField } from '../shared/pincodeField.js';
import {
  declaredConditionFields,
  groupHealthPlanField,
  HEALTH,
  HEALTH_ANSWER,
  healthDeclarationField,
  insuredDetailFields,
  memberCountFields,
} from './groupHealthFields.js';
import { insuranceDisclaimerField, insuranceTermsPath, PLAN_ANSWER } from './insuranceFields.js';
import { INSURANCE_CONGRATES_ROUTE, insurancePrefix } from './shopCoverJourney.js';

const PREFIX = insurancePrefix('groupHealth');

/**
 * Why there is no parents option (decision 083): spec 03 §3's member configuration of this
 * group policy is self, spouse, sons and daughters, and the cover's record prices no parent.
 */
export const PARENTS_NOTE =
  'Parents cannot be insured under this group policy: its members are you, your spouse and your children.';

/** The health declaration's error case (step1.5.2): the cover cannot be bought online. */
export const HEALTH_DECLINED =
  'We cannot offer this cover online for a member with this health condition. Please write to us and we will help you find a cover.';

/**
 * Group health insurance (spec 03 §2, INS-GH, decision 052): step1 contact (checkUser), step1.1
 * members, step1.2 cover amount, step1.3 insured details, step1.4 communication (the pincode
 * checked by the server: Continue stays off while it has an error, INS-GH-06), step1.5 the
 * health declaration (none → step1.6; a listed condition → step1.5.1, case 1; another →
 * step1.5.2, the error case, an exit), step1.6 review, last. Paying and issuing follow on
 * `insurance/congrates` (decision 048). Lead statuses (decision 059): step1 256, step1.3 257
 * and 259, step1.4 260, step1.5 262 (good health) or 261 (a condition declared).
 */
export const groupHealthInsuranceJourney: JourneyDef = {
  prefix: PREFIX,
  termsPath: insuranceTermsPath('groupHealth'),
  version: 1,
  title: groupHealthCover.name,
  productId: OBJECT_TYPES.insurance,
  providerId: null,
  instrumentId: groupHealthCover.instrumentId,
  first: 'step1',
  finalRoute: INSURANCE_CONGRATES_ROUTE,
  finalMessage:
    'Review your cover, then pay the premium: the insurer issues your policy once it is paid.',
  exits: { healthDeclined: { route: `${PREFIX}/step1.5.2`, message: HEALTH_DECLINED } },
  steps: [
    makeStep('step1', to('step1.1'), {
      title: 'Namaste! Health cover for your family. What is your mobile number?',
      info: ['Your policy is sent to this number.'],
      fields: [mobileField()],
      effects: ['checkUser'],
      adminStatuses: leadStatuses('leadCreated'),
    }),
    makeStep('step1.1', to('step1.2'), {
      title: 'Whom do you want to insure?',
      info: [
        'You are insured (self, 18 to 65 years). Add your spouse (18 to 65) and up to 4 children (3 months to 25 years).',
        PARENTS_NOTE,
      ],
      fields: memberCountFields(),
      guard: ['mobile'],
      autoAdvance: false,
    }),
    makeStep('step1.2', to('step1.3'), {
      title: 'Choose your cover amount.',
      info: [
        'Plans are listed by premium, lowest first. Every premium includes GST.',
        'Your premium is the sum for every member insured; you see it, the insurer and the key exclusions before you pay.',
        ...coverFactsInfo('groupHealth'),
        ...sampleFactsNote('groupHealth'),
      ],
      fields: [groupHealthPlanField()],
      guard: ['mobile', 'spouse'],
    }),
    makeStep('step1.3', to('step1.4'), {
      title: 'Tell us about the members to insure.',
      info: ['Names as on an identity document; the insurer checks the ages.'],
      fields: insuredDetailFields(),
      guard: ['mobile', PLAN_ANSWER],
      autoAdvance: false,
      adminStatuses: leadStatuses('dobShared', 'personalDetailsCompleted'),
    }),
    makeStep('step1.4', to('step1.5'), {
      title: 'Where do we send your policy?',
      info: ['We check that the insurer serves your pincode.'],
      fields: [
        insuranceAddressField({ mode: 'groupHealth', of: 'correspondence', shortForm: false }),
        pincodeField(),
        insuranceEmailField('groupHealth'),
      ],
      guard: ['mobile', 'fullName'],
      autoAdvance: false,
      adminStatuses: leadStatuses('communicationDetailsCompleted'),
    }),
    makeStep(
      'step1.5',
      [
        { to: 'step1.5.1', when: { field: HEALTH_ANSWER, eq: HEALTH.listed } },
        { exit: 'healthDeclined', when: { field: HEALTH_ANSWER, eq: HEALTH.other } },
        { to: 'step1.6' },
      ],
      {
        title: 'Does any member have a health condition to declare?',
        info: ['Declare every condition: an undeclared one can stop a claim.'],
        fields: [healthDeclarationField()],
        guard: ['mobile', 'address'],
        // Good health (none) 262; a condition declared, listed or not, 261 (decision 059).
        adminStatuses: [
          {
            status: String(INSURANCE_LEAD_STATUS.declaredGoodHealth),
            when: { field: HEALTH_ANSWER, eq: HEALTH.good },
          },
          {
            status: String(INSURANCE_LEAD_STATUS.declaredMedicalConditions),
            when: { field: HEALTH_ANSWER, in: [HEALTH.listed, HEALTH.other] },
          },
        ],
      },
    ),
    makeStep('step1.5.1', to('step1.6'), {
      title: 'Tell us about the condition.',
      info: ['These conditions are covered after the waiting period the policy wording states.'],
      fields: declaredConditionFields(),
      guard: ['mobile', HEALTH_ANSWER],
      autoAdvance: false,
    }),
    makeStep('step1.6', 'last', {
      title: 'Review your details.',
      info: [
        'Your answers are above: tap one to change it.',
        'Next you see the insurer, the cover, the premium for every member and the key exclusions, then pay.',
      ],
      fields: [insuranceDisclaimerField('groupHealth')],
      guard: ['mobile', HEALTH_ANSWER],
    }),
  ],
};
