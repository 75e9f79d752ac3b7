import type { FieldOption } from '../../journeyModel/types.js';
import { opts } from './options.js';

/** Kinds of bank relation of the catalog (1-10), as the applicant can hold them. */
export function bankRelationOptions(): FieldOption[] {
  return opts(
    ['7', 'Savings account'],
    ['1', 'Salary account'],
    ['3', 'Current account'],
    ['2', 'Credit card'],
    ['5', 'Home loan'],
    ['4', 'Personal loan'],
    ['10', 'Car loan'],
    ['8', 'None of these'],
  );
}
