// Step builders for employment, income, company and office: shared by the card issuers.
import type { NextRule, StepDef } from '../../engine/types.js';
import {
  addressField,
  cityField,
  companyField,
  designationField,
  empTypeField,
  isYes,
  itrStatusField,
  itrValueField,
  monthlyIncomeField,
  officePincodeField,
  professionField,
  qualificationField,
  salaried,
  salaryModeField,
  selfEmployed,
  selfEmplTypeField,
  UNKNOWN_EMP_TYPE,
} from './fields.js';
import { makeStep, type Next, type StepExtras } from './stepKit.js';

/**
 * The employment type. When `next` branches on it, anything but salaried or selfEmpl is
 * refused with 'unknown empType' (01 §8). `subQuestion` adds the question that splits the self-employed:
 * business owner or professional (`selfEmplType`), or whether they file ITR (`itrStatus`).
 * The step's next rules must then read that answer too.
 */
export function empTypeStep(
  id: string,
  next: NextRule[],
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
        'Banks look at salaried and self-employed applicants differently, so cards differ too.',
      ],
      fields,
      guard: ['mobile'],
      // A branch on the answer refuses any other value; a plain next rule needs no message.
      ...(next.some((rule) => rule.when) ? { unmatched: UNKNOWN_EMP_TYPE } : {}),
    },
    rest,
  );
}

/** Monthly income; salaried applicants also say how the salary is paid. */
export function incomeStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'What is your monthly income?',
      info: [
        'Your income decides which cards you qualify for and your credit limit.',
        'Salaried: your take-home salary after deductions. Self-employed: your monthly profit as per your ITR.',
      ],
      fields: [monthlyIncomeField(), salaryModeField(salaried)],
      guard: ['mobile', 'empType'],
    },
    extras,
  );
}

export function salaryModeStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'How do you receive your salary?',
      info: ['A salary paid into a bank account makes approval easier.'],
      fields: [salaryModeField()],
      guard: ['mobile', 'empType'],
    },
    extras,
  );
}

export function professionStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'Which profession do you practise?',
      info: ['Banks have special cards for doctors, CAs, lawyers and architects.'],
      fields: [professionField()],
      guard: ['mobile', 'empType'],
    },
    extras,
  );
}

/** Company. `freeText` for steps the self-employed also reach (their own business name). */
export function companyStep(
  id: string,
  next: Next,
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
      info: ['Banks give better cards to people working with companies they know.'],
      fields: [companyField(freeText, freeText ? 'COMPANY OR BUSINESS NAME' : 'COMPANY NAME')],
      guard: ['mobile', 'empType'],
    },
    rest,
  );
}

export function designationStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'What is your designation at work?',
      fields: [designationField()],
      guard: ['mobile', 'empType', 'company'],
    },
    extras,
  );
}

export function itrStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'Do you file income tax returns?',
      info: ['If you do, your ITR income helps the bank approve a higher limit.'],
      fields: [itrStatusField(), itrValueField(isYes('itrStatus'))],
      guard: ['mobile', 'empType'],
      autoAdvance: false,
    },
    extras,
  );
}

export function itrValueStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'What annual income did you show in your last income tax return?',
      info: ['Look for "Gross Total Income" in your ITR acknowledgement.'],
      fields: [itrValueField()],
      guard: ['mobile', 'empType', 'itrStatus'],
    },
    extras,
  );
}

export function qualificationStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'What is your highest educational qualification?',
      fields: [qualificationField()],
      guard: ['mobile', 'empType'],
    },
    extras,
  );
}

export function officeCityStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'In which city is your office?',
      fields: [cityField('officeCity', 'OFFICE CITY')],
      guard: ['mobile', 'empType'],
    },
    extras,
  );
}

export function officeAddressStep(id: string, next: Next, extras?: StepExtras): StepDef {
  return makeStep(
    id,
    next,
    {
      title: 'What is your office address?',
      info: ['The bank may verify your employment at this address.'],
      fields: [addressField('officeAddress', 'OFFICE ADDRESS'), officePincodeField()],
      guard: ['mobile', 'empType'],
    },
    extras,
  );
}
