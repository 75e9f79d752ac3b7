import { addressField } from './addressField.js';
import { fixedStep } from './makeStep.js';
import { officePincodeField } from './officePincodeField.js';

export const officeAddressStep = fixedStep(() => ({
  title: 'What is your office address?',
  info: ['The bank may verify your employment at this address.'],
  fields: [addressField('officeAddress', 'OFFICE ADDRESS'), officePincodeField()],
  guard: ['mobile', 'empType'],
}));
