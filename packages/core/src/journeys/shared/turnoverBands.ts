// Annual turnover bands (`annualTurnoverId`): the spec names the field without its values
// (decision 020). Asked by the business loan and the generic credit line (decision 037).
import type { FieldOption } from '../../journeyModel/types.js';
import { opts } from './options.js';

export const TURNOVER_BANDS: FieldOption[] = opts(
  ['1', 'Up to ₹10 lakh'],
  ['2', '₹10 lakh to ₹25 lakh'],
  ['3', '₹25 lakh to ₹50 lakh'],
  ['4', '₹50 lakh to ₹1 crore'],
  ['5', 'Above ₹1 crore'],
);
