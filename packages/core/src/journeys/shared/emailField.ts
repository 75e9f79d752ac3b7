import type { FieldDef } from '../../journeyModel/types.js';

export function emailField(): FieldDef {
  return { name: 'email', kind: 'email', label: 'E-MAIL', rules: [{ rule: 'email' }] };
}
