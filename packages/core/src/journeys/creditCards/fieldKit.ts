// The small vocabulary of the card field builders: messages, yes/no options and conditions.
import type { Condition, FieldDef, FieldOption, Scalar } from '../../engine/types.js';

export const UNKNOWN_EMP_TYPE = 'unknown empType';
export const COMPANY_NOT_ELIGIBLE =
  'Your company is not eligible for the loan. Please try for some other loan.';
export const SELECT_CITY = 'Please select City from dropdown';
export const SELECT_BANK = 'Please select your bank from the list';

export const YES_NO: FieldOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export const is = (field: string, value: Scalar): Condition => ({ field, eq: value });
export const isYes = (field: string): Condition => is(field, 'yes');
export const isNo = (field: string): Condition => is(field, 'no');
export const salaried: Condition = is('empType', 'salaried');
export const selfEmployed: Condition = is('empType', 'selfEmpl');

export const opts = (...pairs: [string, string][]): FieldOption[] =>
  pairs.map(([value, label]) => ({ value, label }));

export function yesNoField(name: string, label: string): FieldDef {
  return { name, kind: 'radio', label, options: YES_NO.map((o) => ({ ...o })) };
}
