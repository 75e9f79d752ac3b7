import type { StepDef } from '../../engine/types.js';
import { bankRelationOptions } from './bankRelationOptions.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';

/** `existingRelation`: the kind of relationship the applicant has with any bank. */
export function existingRelationStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'Which of these do you have with any bank?',
      info: [
        'Pick the one you have had the longest. It tells the bank about your banking history.',
      ],
      fields: [
        {
          name: 'existingRelation',
          kind: 'select',
          label: 'RELATIONSHIP',
          options: bankRelationOptions(),
        },
      ],
      guard: ['mobile'],
    },
    extras,
  );
}
