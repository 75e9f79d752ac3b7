import type { FieldDef } from '../../journeyModel/types.js';
import { opts } from './options.js';

export function professionField(): FieldDef {
  return {
    name: 'profession',
    kind: 'radio',
    label: 'PROFESSION',
    options: opts(
      ['doctor', 'Doctor'],
      ['charteredAccountant', 'Chartered Accountant'],
      ['lawyer', 'Lawyer'],
      ['architect', 'Architect'],
    ),
  };
}
