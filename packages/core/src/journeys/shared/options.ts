// Option lists: built from value/label pairs, and the yes/no pair.
import type { FieldOption } from '../../journeyModel/types.js';

export const opts = (...pairs: [string, string][]): FieldOption[] =>
  pairs.map(([value, label]) => ({ value, label }));

export const YES_NO: FieldOption[] = opts(['yes', 'Yes'], ['no', 'No']);
