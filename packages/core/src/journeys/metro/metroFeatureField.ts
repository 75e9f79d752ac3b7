import type { FieldDef } from '../../engine/types.js';

/**
 * The metro feature box (`isMetroChecked`): optional, pre-ticked for staff filling the journey
 * for a customer (METRO-07, AUTH-46), as the HDFC disclaimer is for them; unticked for
 * everyone else, who opt in themselves (decision 043).
 */
export function metroFeatureField(): FieldDef {
  return {
    name: 'isMetroChecked',
    kind: 'checkbox',
    label: 'Show me METRO member offers on Tara with this card',
    required: false,
    defaultCheckedWhen: { ctx: 'isAdmin', eq: true },
  };
}
