import { fixedStep } from './makeStep.js';
import { qualificationField } from './qualificationField.js';

export const qualificationStep = fixedStep(() => ({
  title: 'What is your highest educational qualification?',
  fields: [qualificationField()],
  guard: ['mobile', 'empType'],
}));
