// Step builders for existing cards and bank relationships: shared by the card issuers.
import type { StepDef } from '../../engine/types.js';
import {
  bankRelationOptions,
  cardProviderField,
  creditLimitField,
  existingCardField,
  isYes,
  yesNoField,
} from './fields.js';
import { makeStep, type Next, type StepExtras } from './stepKit.js';

/** Does the applicant already hold a credit card? `withDetails` asks bank and limit here too. */
export function existingCardStep(
  id: string,
  next: Next,
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
        'A card you have paid on time helps you get a better card, often with less paperwork.',
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

export function cardProviderStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'Which bank issued your credit card?',
      fields: [cardProviderField()],
      guard: ['mobile', 'existingCard'],
    },
    extras,
  );
}

export function creditLimitStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'What is the credit limit on that card?',
      info: ['You can find it on your latest card statement.'],
      fields: [creditLimitField()],
      guard: ['mobile', 'existingCard'],
    },
    extras,
  );
}

/** `haveBankCard`: already holds a credit card of this issuer. */
export function haveBankCardStep(
  id: string,
  next: Next,
  bank: string,
  extras?: StepExtras,
): StepDef {
  return makeStep(
    id,
    next,
    {
      title: `Do you already hold a credit card issued by ${bank}?`,
      info: [`${bank} usually offers existing cardholders an upgrade instead of a new card.`],
      fields: [yesNoField('haveBankCard', `I HAVE A ${bank.toUpperCase()} CREDIT CARD`)],
      guard: ['mobile'],
    },
    extras,
  );
}

/** `existingRelationWithBank`: has an account, deposit or loan with this issuer's bank. */
export function relationWithBankStep(
  id: string,
  next: Next,
  bank: string,
  extras?: StepExtras,
): StepDef {
  return makeStep(
    id,
    next,
    {
      title: `Do you have a savings account, fixed deposit or loan with ${bank}?`,
      info: [`Existing ${bank} customers are often approved faster.`],
      fields: [yesNoField('existingRelationWithBank', `I BANK WITH ${bank.toUpperCase()}`)],
      guard: ['mobile'],
    },
    extras,
  );
}

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

export function appliedBeforeStep(
  id: string,
  next: Next,
  bank: string,
  extras?: StepExtras,
): StepDef {
  return makeStep(
    id,
    next,
    {
      title: `Have you applied for any ${bank} credit card in the last 6 months?`,
      info: ['Banks do not accept a fresh application soon after an earlier one.'],
      fields: [yesNoField('appliedBefore', 'APPLIED IN THE LAST 6 MONTHS')],
      guard: ['mobile'],
    },
    extras,
  );
}
