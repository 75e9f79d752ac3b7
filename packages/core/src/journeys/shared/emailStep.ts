import { emailField } from './emailField.js';
import { fixedStep } from './makeStep.js';

export const emailStep = fixedStep(() => ({
  title: 'What is your e-mail address?',
  info: ['Updates on your application will come to this address.'],
  fields: [emailField()],
  guard: ['mobile'],
}));
