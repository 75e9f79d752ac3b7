import type { FieldDef } from '../../journeyModel/types.js';

/** A business's own PAN, optional: a proprietor may have none (firms and companies do). */
export function businessPanField(): FieldDef {
  return {
    name: 'businessPancard',
    kind: 'pan',
    label: 'BUSINESS PAN (OPTIONAL)',
    required: false,
    maxLength: 10,
    rules: [{ rule: 'businessPan' }],
  };
}
