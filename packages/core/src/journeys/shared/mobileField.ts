import type { FieldDef } from '../../engine/types.js';

export function mobileField(): FieldDef {
  return {
    name: 'mobile',
    kind: 'mobile',
    label: 'MOBILE NUMBER',
    maxLength: 10,
    rules: [{ rule: 'mobile' }],
  };
}
