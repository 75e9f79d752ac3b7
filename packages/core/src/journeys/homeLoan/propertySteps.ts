// The home loan's property steps, property-details-1 to 6 (spec 02 §2.5, §3.6 `property` and
// `user.loanUsage`; decision 056): what the loan is for, whether the home is chosen, what it
// is, where, its value and the loan and tenure asked. The value and the city are what RBI's
// loan-to-value caps and the lenders' cities read.
import {
  HOME_TYPES,
  HOME_LOAN_LIMITS as L,
  LOAN_USAGES,
  HOME_LOAN_MESSAGES as M,
} from '../../catalog/homeLoan.js';
import type { Condition, FieldDef, FieldOption, StepDef } from '../../journeyModel/types.js';
import { cityField, is, isYes, makeStep, to, yesNoField } from '../shared/index.js';

const options = (list: readonly { value: string; label: string }[]): FieldOption[] =>
  list.map(({ value, label }) => ({ value, label }));

/** Buying a home that is already chosen: only then is its type asked. */
export const buyingChosenHome: Condition = {
  all: [is('loanUsage', 'BUY_HOME'), isYes('propertyIdentified')],
};

function money(name: string, label: string, hint: string, rules: FieldDef['rules']): FieldDef {
  return { name, kind: 'money', label, hint, rules };
}

function tenureField(): FieldDef {
  const { min, max, step } = L.tenureYears;
  return {
    name: 'expectedTenure',
    kind: 'number',
    label: 'TENURE (YEARS)',
    hint: `${min} to ${max} years`,
    defaultValue: L.tenureYears.default,
    rules: [
      {
        rule: 'slider',
        min,
        max,
        step,
        minInfo: `The shortest tenure is ${min} year.`,
        maxInfo: `The longest tenure is ${max} years.`,
      },
    ],
  };
}

export function propertySteps(): StepDef[] {
  return [
    makeStep('property-details-1', to('property-details-2'), {
      title: "Namaste, I'm Tara! Let's check which home loans you can get. What is the loan for?",
      info: ['A home, a plot, building on your own land, or moving a home loan you already have.'],
      fields: [
        { name: 'loanUsage', kind: 'radio', label: 'LOAN FOR', options: options(LOAN_USAGES) },
      ],
    }),
    makeStep('property-details-2', to('property-details-3'), {
      title: 'Have you chosen the property yet?',
      info: ['Some lenders let you apply before you choose; others need the property first.'],
      fields: [yesNoField('propertyIdentified', 'PROPERTY CHOSEN')],
      // Building on your own plot, or moving a loan: the property is yours already.
      skip: { any: [is('loanUsage', 'BUILD_HOME'), is('loanUsage', 'TRANSFER_EXISTING')] },
      guard: ['loanUsage'],
    }),
    makeStep('property-details-3', to('property-details-4'), {
      title: 'What kind of home is it?',
      info: ['Lenders say which kinds of homes they lend for.'],
      fields: [
        { name: 'propertyType', kind: 'radio', label: 'HOME TYPE', options: options(HOME_TYPES) },
      ],
      skip: { not: buyingChosenHome },
      guard: ['loanUsage'],
    }),
    makeStep('property-details-4', to('property-details-5'), {
      title: 'In which city is the property?',
      info: ['Lenders lend city by city: some only in the larger cities.'],
      fields: [cityField('propertyCity', 'PROPERTY CITY')],
      guard: ['loanUsage'],
    }),
    makeStep('property-details-5', to('property-details-6'), {
      title: 'What is the property worth?',
      info: [
        'Its price, or your best estimate. RBI lets lenders lend at most 90\u00a0% of a home’s value on loans up to ₹30 lakh, 80\u00a0% up to ₹75 lakh and 75\u00a0% above.',
      ],
      fields: [
        money('propertyValue', 'PROPERTY VALUE (₹)', '₹5,00,000 to ₹100 crore', [
          { rule: 'minValue', n: L.propertyValue.min, message: M.propertyValueMin },
          { rule: 'maxValue', n: L.propertyValue.max, message: M.propertyValueMax },
        ]),
      ],
      guard: ['loanUsage'],
    }),
    makeStep('property-details-6', to('personal-details-1'), {
      title: 'How much would you like to borrow, and for how long?',
      info: ['Longer tenures mean smaller EMIs, and more interest in all.'],
      fields: [
        money('expectedLoanAmount', 'LOAN AMOUNT (₹)', '₹1,00,000 to ₹15 crore', [
          { rule: 'minValue', n: L.loanAmount.min, message: M.loanAmountMin },
          { rule: 'maxValue', n: L.loanAmount.max, message: M.loanAmountMax },
          { rule: 'notAboveField', field: 'propertyValue', message: M.loanAboveValue },
        ]),
        tenureField(),
      ],
      guard: ['propertyValue'],
    }),
  ];
}
