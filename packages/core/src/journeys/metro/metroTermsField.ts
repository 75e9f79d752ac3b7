import type { FieldDef } from '../../engine/types.js';

/** The METRO membership terms page (METRO-01, METRO-13): opened in a new tab. */
export const METRO_TERMS_PATH = '/metro-stc/terms-and-conditions';

/**
 * The metro terms box (`isMetroMembershipTNCchecked`): pre-checked and required to stay
 * confirmed (METRO-06). Like the membership terms (decision 042) it accepts the programme's
 * rules, not a data consent, so the spec's default stands (decision 043).
 */
export function metroTermsField(): FieldDef {
  return {
    name: 'isMetroMembershipTNCchecked',
    kind: 'disclaimer',
    label: 'I agree to the METRO membership Terms and Conditions',
    links: [{ text: 'Terms and Conditions', href: METRO_TERMS_PATH }],
    defaultValue: true,
  };
}
