import type { FieldDef } from '../../engine/types.js';

/** The membership terms (spec 03 §2: they open in a new tab from the membership disclaimer). */
export const MEMBERSHIP_TERMS_PATH = '/metro-stc/terms-and-conditions';

/**
 * The membership terms box (`isMembershipTermsChecked`): starts checked (01 §3, HP-08). Unlike
 * the bureau consent (decision 029) it is the buyer's acceptance of what they pay for, not a
 * consent to share data, so the spec's default stands (decision 042).
 */
export function membershipTermsField(): FieldDef {
  return {
    name: 'isMembershipTermsChecked',
    kind: 'disclaimer',
    label: 'I agree to the membership Terms and Conditions',
    links: [{ text: 'Terms and Conditions', href: MEMBERSHIP_TERMS_PATH }],
    defaultValue: true,
  };
}
