import { designationField } from './designationField.js';
import { fixedStep } from './makeStep.js';

export const designationStep = fixedStep(() => ({
  title: 'What is your designation at work?',
  fields: [designationField()],
  guard: ['mobile', 'empType', 'company'],
}));
