import type { Condition, FieldDef } from '../../journeyModel/types.js';
import { opts } from './options.js';

/** Salary mode codes of the catalog: Account 1, Cheque 2, Cash 3. */
export function salaryModeField(showWhen?: Condition): FieldDef {
  const field: FieldDef = {
    name: 'salaryMode',
    kind: 'radio',
    label: 'HOW IS YOUR SALARY PAID?',
    options: opts(['1', 'Into my bank account'], ['2', 'By cheque'], ['3', 'In cash']),
  };
  if (showWhen) field.showWhen = showWhen;
  return field;
}
