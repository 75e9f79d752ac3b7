import type { FieldDef } from '../../journeyModel/types.js';
import { opts } from './options.js';

/** Education levels of the catalog: 1 under graduate … 5 others. */
export function qualificationField(): FieldDef {
  return {
    name: 'qualification',
    kind: 'select',
    label: 'HIGHEST QUALIFICATION',
    options: opts(
      ['1', 'Under graduate'],
      ['2', 'Graduate or diploma'],
      ['3', 'Post graduate'],
      ['4', 'Professional (CA, doctor, engineer …)'],
      ['5', 'Others'],
    ),
  };
}
