import type { StepDef } from '../../journeyModel/types.js';
import { companyField } from './companyField.js';
import { makeStep, type Next, type StepExtras } from './makeStep.js';
import type { ProductWords } from './productWords.js';

/** Company. `freeText` for steps the self-employed also reach (their own business name). */
export function companyStep(
  id: string,
  next: Next,
  words: ProductWords,
  extras?: StepExtras & { freeText?: boolean },
): StepDef {
  const { freeText = false, ...rest } = extras ?? {};
  return makeStep(
    id,
    next,
    {
      title: freeText
        ? 'Where do you work? Pick your company, or type the name of your business or practice.'
        : 'Which company do you work for?',
      info: [`Banks give better ${words.products} to people working with companies they know.`],
      fields: [companyField(freeText, freeText ? 'COMPANY OR BUSINESS NAME' : 'COMPANY NAME')],
      guard: ['mobile', 'empType'],
    },
    rest,
  );
}
