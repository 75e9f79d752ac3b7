import type { FieldDef } from '../../journeyModel/types.js';
import { SELECT_CITY } from './messages.js';

export function cityField(name: string, label: string): FieldDef {
  return {
    name,
    kind: 'autosuggest',
    label,
    maxLength: 32,
    rules: [{ rule: 'maxLength', n: 32 }],
    suggest: { source: 'cities', freeText: false, noMatchMessage: SELECT_CITY },
  };
}
