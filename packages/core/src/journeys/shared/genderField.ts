import type { FieldDef } from '../../journeyModel/types.js';
import { opts } from './options.js';

export function genderField(): FieldDef {
  return {
    name: 'gender',
    kind: 'radio',
    label: 'GENDER',
    options: opts(['male', 'Male'], ['female', 'Female'], ['transgender', 'Transgender']),
  };
}
