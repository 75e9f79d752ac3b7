import { genderField } from './genderField.js';
import { fixedStep } from './makeStep.js';

export const genderStep = fixedStep(() => ({
  title: 'Please tell me your gender.',
  fields: [genderField()],
  guard: ['mobile'],
}));
