import { dobField } from './dobField.js';
import { dobStep } from './dobStep.js';
import { genderField } from './genderField.js';

/** The date-of-birth step asking the gender too. */
export const genderDobStep: typeof dobStep = (id, next, words, providerId, extras) =>
  dobStep(id, next, words, providerId, {
    title: 'A little about you: your gender and date of birth.',
    fields: [genderField(), dobField(providerId)],
    ...extras,
  });
