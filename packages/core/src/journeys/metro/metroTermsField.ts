import type { FieldDef } from '../../journeyModel/types.js';

/** The METRO membership terms page (METRO-01, METRO-13): opened in a new tab. */
export const METRO_TERMS_PATH = '/metro-stc/terms-and-conditions';

/**
 * The metro terms box (`isMetroMembershipTNCchecked`): starts UNTICKED and is required
 * (decision 064: an acceptance is a clear act; departs from METRO-06's "pre-checked").
 */
export function metroTermsField(): FieldDef {
  return {
    name: 'isMetroMembershipTNCchecked',
    kind: 'disclaimer',
    label: 'I agree to the METRO membership Terms and Conditions',
    links: [{ text: 'Terms and Conditions', href: METRO_TERMS_PATH }],
  };
}
