import type { StepDef } from '../../engine/types.js';
import { addressField } from './addressField.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';
import { officePincodeField } from './officePincodeField.js';

export function officeAddressStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'What is your office address?',
      info: ['The bank may verify your employment at this address.'],
      fields: [addressField('officeAddress', 'OFFICE ADDRESS'), officePincodeField()],
      guard: ['mobile', 'empType'],
    },
    extras,
  );
}
