import type { Condition, FieldDef } from '../../journeyModel/types.js';
import { optionalMoneyField } from './optionalMoneyField.js';

export const creditLimitField = (showWhen?: Condition): FieldDef =>
  optionalMoneyField('creditLimit', 'CREDIT LIMIT OF THAT CARD (₹)', showWhen);
