import type { FieldDef } from '../../journeyModel/types.js';
import { yesNoField } from './yesNoField.js';

export function existingCardField(): FieldDef {
  return yesNoField('existingCard', 'I have a credit card');
}
