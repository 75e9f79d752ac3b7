import { bankRelationOptions } from './bankRelationOptions.js';
import { fixedStep } from './makeStep.js';

/** `existingRelation`: the kind of relationship the applicant has with any bank. */
export const existingRelationStep = fixedStep(() => ({
  title: 'Which of these do you have with any bank?',
  info: ['Pick the one you have had the longest. It tells the bank about your banking history.'],
  fields: [
    {
      name: 'existingRelation',
      kind: 'select',
      label: 'RELATIONSHIP',
      options: bankRelationOptions(),
    },
  ],
  guard: ['mobile'],
}));
