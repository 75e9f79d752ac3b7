import type { StepDef } from '../../journeyModel/types.js';
import { cardProviderField } from './cardProviderField.js';
import { isYes } from './conditions.js';
import { creditLimitField } from './creditLimitField.js';
import { existingCardField } from './existingCardField.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';
import type { ProductWords } from './productWords.js';

/** Does the applicant already hold a credit card? `withDetails` asks bank and limit here too. */
export function existingCardStep(
  id: string,
  next: Next,
  words: ProductWords,
  extras?: StepExtras & { withDetails?: boolean },
): StepDef {
  const { withDetails, ...rest } = extras ?? {};
  const holds = isYes('existingCard');
  return makeStep(
    id,
    next,
    {
      title: 'Do you already have a credit card from any bank?',
      info: [
        `A card you have paid on time helps you get a better ${words.product}, often with less paperwork.`,
      ],
      fields: [
        existingCardField(),
        ...(withDetails ? [cardProviderField(holds), creditLimitField(holds)] : []),
      ],
      guard: ['mobile'],
      ...(withDetails ? { autoAdvance: false } : {}),
    },
    rest,
  );
}
