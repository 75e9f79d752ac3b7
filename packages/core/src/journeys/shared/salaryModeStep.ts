import { fixedStep } from './makeStep.js';
import { salaryModeField } from './salaryModeField.js';

export const salaryModeStep = fixedStep(() => ({
  title: 'How do you receive your salary?',
  info: ['A salary paid into a bank account makes approval easier.'],
  fields: [salaryModeField()],
  guard: ['mobile', 'empType'],
}));
