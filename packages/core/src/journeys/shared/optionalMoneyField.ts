import type { Condition, FieldDef } from '../../journeyModel/types.js';

/** A rupee amount, asked only when `showWhen` holds if one is given. */
export function optionalMoneyField(name: string, label: string, showWhen?: Condition): FieldDef {
  const field: FieldDef = { name, kind: 'money', label };
  if (showWhen) field.showWhen = showWhen;
  return field;
}
