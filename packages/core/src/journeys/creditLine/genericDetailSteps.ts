// The generic credit line's details, step12.3 to step13.6 (spec 02 §2.2 "detail pages, office
// address, field details"; decision 037): asked once the mandate is set, by both mandates, one
// topic a step, on the credit line's own fields (02 §3.3, CLG-11..24) and the shared builders.
import { CREDIT_LINE_LIMITS as L } from '../../catalog/creditLine.js';
import { NOMINEE_RELATIONS } from '../../catalog/enums.js';
import type { FieldDef, StepDef } from '../../journeyModel/types.js';
import { businessPanField } from '../shared/businessPanField.js';
import {
  addressField,
  existingRelationStep,
  makeStep,
  officeCityStep,
  officePincodeField,
  qualificationStep,
  to,
  YES_NO,
} from '../shared/index.js';
import {
  idOptions,
  is,
  maritalStatusField,
  nameField,
  radio,
  religionField,
  remarksField,
} from '../shared/loanFields.js';
import { TURNOVER_BANDS } from '../shared/turnoverBands.js';
import { AFTER_MANDATE } from './genericMandateSteps.js';
import {
  businessTypeField,
  establishmentField,
  premiseField,
  storeDetailFields,
} from './naclFields.js';

/** Every detail step needs the mandate's account (either mandate). */
const G = ['mobile', 'mandateType', 'bankAccountNo'];

/** The chain, in order; each step goes to the next, the last to the e-agreement (step14). */
const CHAIN = [
  AFTER_MANDATE,
  'step12.4',
  'step12.5',
  'step12.6',
  'step12.7',
  'step12.8',
  'step12.9',
  'step12.10',
  'step13',
  'step13.1',
  'step13.2',
  'step13.3',
  'step13.4',
  'step13.5',
  'step13.6',
  'step14',
] as const;

const ask = (id: string, title: string, fields: FieldDef[], guard: string[] = G): StepDef => {
  const next = CHAIN[CHAIN.indexOf(id as (typeof CHAIN)[number]) + 1] as string;
  return makeStep(id, to(next), {
    title,
    fields,
    guard,
    ...(fields.length > 1 ? { autoAdvance: false } : {}),
  });
};

const nextOf = (id: string) => to(CHAIN[CHAIN.indexOf(id as (typeof CHAIN)[number]) + 1] as string);

export function genericDetailSteps(): StepDef[] {
  return [
    ask('step12.3', 'What do you sell, and is your shop rented, leased or owned?', [
      businessTypeField(),
      premiseField('officePremiseType', 'YOUR SHOP IS'),
    ]),
    ask('step12.4', 'Tell me about your store.', [...storeDetailFields()]),
    ask('step12.5', 'When was your business established?', [establishmentField()]),
    ask('step12.6', 'Are you married, and is your home rented, leased or owned?', [
      maritalStatusField(),
      premiseField('residencePremiseType', 'YOUR HOME IS'),
    ]),
    ask('step12.7', "Your father's and mother's names, please.", [
      nameField('fatherName', "FATHER'S NAME"),
      nameField('motherName', "MOTHER'S NAME"),
    ]),
    ask('step12.8', 'What is your religion?', [religionField()]),
    // officeAddressSameAsCorrespondence (CLG-11): the shop's address is asked only when it is
    // not where the applicant lives.
    ask('step12.9', 'Is your shop at the address where you live?', [
      radio('officeAddressSameAsCorrespondence', 'SHOP AT MY HOME ADDRESS', YES_NO),
      {
        ...addressField('officeAddress', 'SHOP ADDRESS'),
        showWhen: is('officeAddressSameAsCorrespondence', 'no'),
      },
      { ...officePincodeField(), showWhen: is('officeAddressSameAsCorrespondence', 'no') },
    ]),
    officeCityStep('step12.10', nextOf('step12.10'), { guard: G }),
    qualificationStep('step13', nextOf('step13'), { guard: G }),
    existingRelationStep('step13.1', nextOf('step13.1'), { guard: G }),
    ask('step13.2', "What is your business's annual turnover?", [
      radio('annualTurnoverId', 'ANNUAL TURNOVER', TURNOVER_BANDS),
    ]),
    ask('step13.3', 'Do you own the property you live in?', [
      radio('propertyOwned', 'PROPERTY OWNED', YES_NO),
    ]),
    ask('step13.4', 'Who would be your nominee?', [
      {
        name: 'nomineeRelationType',
        kind: 'select',
        label: 'NOMINEE’S RELATION WITH YOU',
        options: idOptions(NOMINEE_RELATIONS),
      },
    ]),
    // A business PAN is for firms and companies: a proprietor may have none (optional).
    ask('step13.5', 'Does your business have a PAN of its own?', [businessPanField()]),
    ask('step13.6', 'Anything else Northern Arc should know?', [remarksField(L.remarks)]),
  ];
}
