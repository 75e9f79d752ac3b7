import type { Condition, FieldDef } from '../../journeyModel/types.js';
import { yesNoField } from './yesNoField.js';

export function itrStatusField(showWhen?: Condition): FieldDef {
  const field = yesNoField('itrStatus', 'DO YOU FILE INCOME TAX RETURNS?');
  if (showWhen) field.showWhen = showWhen;
  return field;
}
