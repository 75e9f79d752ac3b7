import { describe, expect, it } from 'vitest';
import type { StepDef } from '../../journeyModel/types.js';
import {
  addressStep,
  CARD_WORDS,
  companyStep,
  dobStep,
  emailStep,
  empTypeStep,
  genderDobStep,
  incomeStep,
  nameStep,
  type ProductWords,
  professionStep,
  to,
} from './index.js';

const loan: ProductWords = { product: 'business loan', products: 'loans' };
const text = (step: StepDef) => [step.title, ...(step.info ?? [])].join(' ');

describe('the shared steps speak of the product they are given', () => {
  const built = (words: ProductWords) => [
    nameStep('s', 'last', words),
    addressStep('s', 'last', words),
    dobStep('s', 'last', words, null),
    genderDobStep('s', 'last', words, null),
    empTypeStep('s', to('t'), words),
    incomeStep('s', 'last', words),
    professionStep('s', 'last', words),
    companyStep('s', 'last', words),
  ];

  it('names a loan and never a card for a loan journey', () => {
    for (const step of built(loan)) {
      const words = text(step).replaceAll('PAN card', 'PAN');
      expect(words, step.title).toMatch(/loan/i);
      expect(words, step.title).not.toMatch(/card/i);
    }
    expect(text(nameStep('s', 'last', loan))).toContain('the right business loan for you');
  });

  it('names the credit card for a card journey', () => {
    expect(text(nameStep('s', 'last', CARD_WORDS))).toContain('the right credit card for you');
    expect(text(emailStep('s', 'last'))).not.toMatch(/card/i);
  });
});
