import { cityField } from './cityField.js';
import { fixedStep } from './makeStep.js';

export const officeCityStep = fixedStep(() => ({
  title: 'In which city is your office?',
  fields: [cityField('officeCity', 'OFFICE CITY')],
  guard: ['mobile', 'empType'],
}));
