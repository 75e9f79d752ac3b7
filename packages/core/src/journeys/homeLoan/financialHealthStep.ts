// The EMIs-and-credit question (spec 02 §3.6 `financialHealth`; decisions 056, 058), asked
// alike by the home loan and the personal-loan eligibility check.
import { CREDIT_LEVEL_OPTIONS, HOME_LOAN_MESSAGES as M } from '../../catalog/homeLoan.js';
import type { FieldDef, StepDef } from '../../journeyModel/types.js';
import { isYes, makeStep, type Next, yesNoField } from '../shared/index.js';

/** The EMIs paid now, whether one was missed, and the credit score's band. */
export function financialHealthStep(id: string, next: Next, guard: string[]): StepDef {
  return makeStep(id, next, {
    title: 'Do you pay any EMIs now? And how is your credit score?',
    info: ['What you pay now is taken off what a new EMI can be.'],
    fields: [
      yesNoField('paysEmi', 'I PAY EMIS NOW'),
      emiField('homeLoanEmiValue', 'HOME LOAN EMI (₹ A MONTH)', 'monthlyIncome'),
      emiField('personalLoanEmiValue', 'PERSONAL LOAN EMI (₹ A MONTH)', 'monthlyIncome'),
      emiField('carLoanEmiValue', 'CAR LOAN EMI (₹ A MONTH)', 'monthlyIncome'),
      yesNoField('emisDefaulted', 'I HAVE MISSED AN EMI OR CARD PAYMENT IN THE LAST YEAR'),
      {
        name: 'creditLevel',
        kind: 'select',
        label: 'CREDIT SCORE',
        options: CREDIT_LEVEL_OPTIONS.map(({ value, label }) => ({ value, label })),
      },
    ],
    guard,
    autoAdvance: false,
  });
}

/** A monthly EMI: optional, at most the income it is paid from. */
function emiField(name: string, label: string, income: string): FieldDef {
  return {
    name,
    kind: 'money',
    label,
    required: false,
    showWhen: isYes('paysEmi'),
    rules: [
      { rule: 'minValue', n: 0 },
      { rule: 'notAboveField', field: income, message: M.emiAboveIncome },
    ],
  };
}
