import type { NextRule, StepDef } from '../../journeyModel/types.js';
import { selfEmployed } from './conditions.js';
import { empTypeField } from './empTypeField.js';
import { itrStatusField } from './itrStatusField.js';
import { makeStep, type StepExtras } from './makeStep.js';
import { UNKNOWN_EMP_TYPE } from './messages.js';
import type { ProductWords } from './productWords.js';
import { selfEmplTypeField } from './selfEmplTypeField.js';

/**
 * The employment type. When `next` branches on it, anything but salaried or selfEmpl is
 * refused with 'unknown empType' (01 §8). `subQuestion` adds the question that splits the self-employed:
 * business owner or professional (`selfEmplType`), or whether they file ITR (`itrStatus`).
 * The step's next rules must then read that answer too.
 */
export function empTypeStep(
  id: string,
  next: NextRule[],
  words: ProductWords,
  extras?: StepExtras & { subQuestion?: 'selfEmplType' | 'itrStatus' },
): StepDef {
  const { subQuestion, ...rest } = extras ?? {};
  const fields = [empTypeField()];
  if (subQuestion === 'selfEmplType') fields.push(selfEmplTypeField());
  if (subQuestion === 'itrStatus') fields.push(itrStatusField(selfEmployed));
  return makeStep(
    id,
    next,
    {
      title: 'How do you earn your living?',
      info: [
        `Banks look at salaried and self-employed applicants differently, so ${words.products} differ too.`,
      ],
      fields,
      guard: ['mobile'],
      // A branch on the answer refuses any other value; a plain next rule needs no message.
      ...(next.some((rule) => rule.when) ? { unmatched: UNKNOWN_EMP_TYPE } : {}),
    },
    rest,
  );
}
