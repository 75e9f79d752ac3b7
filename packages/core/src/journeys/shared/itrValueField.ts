import type { Condition, FieldDef } from '../../journeyModel/types.js';
import { optionalMoneyField } from './optionalMoneyField.js';

export const itrValueField = (showWhen?: Condition): FieldDef =>
  optionalMoneyField('itrValue', 'ANNUAL INCOME IN YOUR LAST ITR (₹)', showWhen);
