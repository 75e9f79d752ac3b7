import type { FieldDef } from '../../journeyModel/types.js';

/** The Tara membership's own terms (decision 064), opened in a new tab from the box. */
export const MEMBERSHIP_TERMS_PATH = '/membership/terms-and-conditions';

/**
 * The membership terms box (`isMembershipTermsChecked`): starts UNTICKED and must be ticked
 * (decision 064: an acceptance is a clear act, DPDP Act s.6; departs from 01 §3's "starts
 * checked"); its link opens the membership's own terms, not METRO's.
 */
export function membershipTermsField(): FieldDef {
  return {
    name: 'isMembershipTermsChecked',
    kind: 'disclaimer',
    label: 'I agree to the membership Terms and Conditions',
    links: [{ text: 'Terms and Conditions', href: MEMBERSHIP_TERMS_PATH }],
  };
}
