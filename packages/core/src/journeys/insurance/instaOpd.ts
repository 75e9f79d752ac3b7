import { OBJECT_TYPES } from '../../catalog/products.js';
import { instaOpdCover } from '../../insurance/covers/instaOpd.js';
import {
  OPD_COVER_FOR,
  OPD_COVER_OPTIONS,
  OPD_MEMBER_DOB,
  OPD_MEMBER_NAME,
  OPD_RELATION,
  OPD_RELATION_OPTIONS,
} from '../../insurance/instaOpd.js';
import { insuranceDobRule, maximumEntryAgeMessage } from '../../insurance/insuranceAges.js';
import { insuranceAddressField, insuranceEmailField } from '../../insurance/insuranceFormRules.js';
import { leadStatuses } from '../../insurance/insuranceLeadStatus.js';
import { coverFactsInfo, sampleFactsNote } from '../../insurance/planCards.js';
import type { Condition, FieldDef, JourneyDef } from '../../journeyModel/types.js';
import { fullNameField } from '../shared/fullNameField.js';
import { genderField } from '../shared/genderField.js';
import { makeStep, to } from '../shared/makeStep.js';
import { mobileField } from '../shared/mobileField.js';
import { pincodeField } from '../shared/pincodeField.js';
import {
  insuranceDisclaimerField,
  insurancePlanField,
  insuranceTermsPath,
  PLAN_ANSWER,
} from './insuranceFields.js';
import { INSURANCE_CONGRATES_ROUTE, insurancePrefix } from './shopCoverJourney.js';

/** The buyer's name when the cover is for a family member (step1, the buyer's, is skipped). */
export const OPD_PROPOSER_NAME = 'proposerName';

/** step0.7's branch (decision 053): the cover is for a family member. */
export const FOR_FAMILY: Condition = { field: OPD_COVER_FOR, eq: 'family' };
const FOR_SELF: Condition = { not: FOR_FAMILY };

const radio = (name: string, label: string, options: readonly { value: string; label: string }[]) =>
  ({ name, kind: 'radio', label, options: options.map((o) => ({ ...o })) }) satisfies FieldDef;

/** The buyer's own date of birth: Insta OPD's 18–65 ('Minimum age 18', 'Maximum entry age 65'). */
function selfDobField(): FieldDef {
  const rule = insuranceDobRule('instaOpd');
  return {
    name: 'dob',
    kind: 'dob',
    label: 'DATE OF BIRTH (DD/MM/YYYY)',
    rules: rule ? [rule] : [],
  };
}

/**
 * The family member's date of birth: a real past date, 65 at most; a child's three months and
 * the adults' 18 are checked with the relation when the insurer validates (decision 053).
 */
function memberDobField(): FieldDef {
  return {
    name: OPD_MEMBER_DOB,
    kind: 'dob',
    label: "FAMILY MEMBER'S DATE OF BIRTH (DD/MM/YYYY)",
    rules: [{ rule: 'dob', minAge: 0, maxAge: 65, maxMessage: maximumEntryAgeMessage(65) }],
  };
}

/**
 * Insta OPD, outpatient cover (spec 03 §2, INS-OPD-01/02): step0.1 login (the buyer's mobile,
 * checkUser), step0.7 init (the plan, and who the cover is for: myself → step1, a family
 * member → step1.7), step1 the buyer's personal details, step1.7 the insured's gender, step1.8
 * the relationship and step1.9 the family member (both skipped for oneself), step1.10
 * communication, step1.11 review (last). Pay, then issue follows on `insurance/congrates`
 * (decision 048); an issued policy books its consultations there (decision 053).
 */
export const instaOpdJourney: JourneyDef = {
  prefix: insurancePrefix('instaOpd'),
  termsPath: insuranceTermsPath('instaOpd'),
  version: 1,
  title: instaOpdCover.name,
  productId: OBJECT_TYPES.insurance,
  providerId: null,
  instrumentId: instaOpdCover.instrumentId,
  first: 'step0.1',
  finalRoute: INSURANCE_CONGRATES_ROUTE,
  finalMessage:
    'Review your cover, then pay the premium: the insurer issues your policy once it is paid. Then book your first consultation.',
  steps: [
    makeStep('step0.1', to('step0.7'), {
      title: 'Namaste! Doctor visits covered. Log in with your mobile number.',
      info: ['Your policy and appointment confirmations are sent to this number.'],
      fields: [mobileField()],
      effects: ['checkUser'],
      adminStatuses: leadStatuses('leadCreated'),
    }),
    makeStep(
      'step0.7',
      [
        { to: 'step1.7', when: FOR_FAMILY },
        { to: 'step1', when: FOR_SELF },
      ],
      {
        title: 'Who is the cover for, and how much do you need?',
        info: [
          'Plans are listed by premium, lowest first. Every premium is GST exempt.',
          'The cover is the year’s limit for doctor consultations, medicines and tests.',
          ...coverFactsInfo('instaOpd'),
          ...sampleFactsNote('instaOpd'),
        ],
        fields: [
          radio(OPD_COVER_FOR, 'WHO IS THE COVER FOR?', OPD_COVER_OPTIONS),
          insurancePlanField('instaOpd'),
        ],
        guard: ['mobile'],
        autoAdvance: false,
      },
    ),
    makeStep('step1', to('step1.7'), {
      title: 'Tell us about yourself.',
      info: ['Your name as on a government ID: the insurer checks it at a claim.'],
      fields: [fullNameField(), selfDobField()],
      guard: ['mobile', PLAN_ANSWER],
      skip: FOR_FAMILY,
      autoAdvance: false,
      adminStatuses: leadStatuses('dobShared', 'personalDetailsCompleted'),
    }),
    makeStep(
      'step1.7',
      [
        { to: 'step1.8', when: FOR_FAMILY },
        { to: 'step1.10', when: FOR_SELF },
      ],
      {
        title: 'What is the gender of the person to be insured?',
        fields: [genderField()],
        guard: ['mobile', PLAN_ANSWER],
      },
    ),
    makeStep('step1.8', to('step1.9'), {
      title: 'How is the person related to you?',
      fields: [radio(OPD_RELATION, 'RELATIONSHIP', OPD_RELATION_OPTIONS)],
      guard: ['mobile', PLAN_ANSWER, 'gender'],
      skip: FOR_SELF,
    }),
    makeStep('step1.9', to('step1.10'), {
      title: 'Tell us about your family member.',
      info: ['Their name as on a government ID: the insurer checks it at a claim.'],
      fields: [
        { ...fullNameField(), name: OPD_MEMBER_NAME, label: "FAMILY MEMBER'S FULL NAME" },
        memberDobField(),
      ],
      guard: ['mobile', PLAN_ANSWER, OPD_RELATION],
      skip: FOR_SELF,
      autoAdvance: false,
      // The insured's date of birth and details, as step1's for oneself (decision 059).
      adminStatuses: leadStatuses('dobShared', 'personalDetailsCompleted'),
    }),
    makeStep('step1.10', to('step1.11'), {
      title: 'Where can we reach you?',
      info: ['Your policy papers and appointment confirmations are sent here.'],
      fields: [
        // A family member's cover asks the buyer's own name here (step1 was skipped).
        {
          ...fullNameField(),
          name: OPD_PROPOSER_NAME,
          label: 'YOUR FULL NAME',
          showWhen: FOR_FAMILY,
        },
        insuranceEmailField('instaOpd'),
        insuranceAddressField({ mode: 'instaOpd', of: 'correspondence', shortForm: false }),
        pincodeField(),
      ],
      guard: ['mobile', PLAN_ANSWER, 'gender'],
      autoAdvance: false,
      adminStatuses: leadStatuses('communicationDetailsCompleted'),
    }),
    makeStep('step1.11', 'last', {
      title: 'Review and accept the terms.',
      info: ['Next you see the insurer, the cover, the premium and the key exclusions, then pay.'],
      fields: [insuranceDisclaimerField('instaOpd')],
      guard: ['mobile', PLAN_ANSWER, 'address'],
    }),
  ],
};
