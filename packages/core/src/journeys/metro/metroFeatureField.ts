import type { FieldDef } from '../../journeyModel/types.js';

/**
 * The metro feature box (`isMetroChecked`): optional and UNTICKED for everyone, staff filling
 * the journey for a customer included — an opt-in to offers is the customer's own act
 * (decision 064; departs from METRO-07's "pre-checked for admins").
 */
export function metroFeatureField(): FieldDef {
  return {
    name: 'isMetroChecked',
    kind: 'checkbox',
    label: 'Show me METRO member offers on Tara with this card',
    required: false,
  };
}
