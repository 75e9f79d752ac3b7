import type { Condition, FieldDef } from '../../engine/types.js';

export function creditLimitField(showWhen?: Condition): FieldDef {
  const field: FieldDef = {
    name: 'creditLimit',
    kind: 'money',
    label: 'CREDIT LIMIT OF THAT CARD (₹)',
  };
  if (showWhen) field.showWhen = showWhen;
  return field;
}
