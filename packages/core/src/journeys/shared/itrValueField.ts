import type { Condition, FieldDef } from '../../engine/types.js';

export function itrValueField(showWhen?: Condition): FieldDef {
  const field: FieldDef = {
    name: 'itrValue',
    kind: 'money',
    label: 'ANNUAL INCOME IN YOUR LAST ITR (₹)',
  };
  if (showWhen) field.showWhen = showWhen;
  return field;
}
