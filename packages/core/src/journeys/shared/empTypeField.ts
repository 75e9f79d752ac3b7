import type { FieldDef } from '../../journeyModel/types.js';
import { opts } from './options.js';

export function empTypeField(): FieldDef {
  return {
    name: 'empType',
    kind: 'radio',
    label: 'EMPLOYMENT TYPE',
    options: opts(['salaried', 'Salaried'], ['selfEmpl', 'Self-employed']),
  };
}
