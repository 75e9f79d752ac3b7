import { CONSENT_TEXTS, PRIVACY_PATH, TERMS_PATH } from '../../journeyModel/consentPurposes.js';
import type { FieldDef } from '../../journeyModel/types.js';

/**
 * The credit-bureau consent box (`isProviderChecked`): starts UNTICKED and must be ticked
 * (decision 029, DPDP: no pre-ticked boxes; departs from spec 01's "starts checked"). Its
 * Terms and Privacy Policy are links; the text is the versioned consent text the API records.
 */
export function providerConsentField(): FieldDef {
  return {
    name: 'isProviderChecked',
    kind: 'disclaimer',
    label: CONSENT_TEXTS['credit-bureau'].text,
    links: [
      { text: 'Terms', href: TERMS_PATH },
      { text: 'Privacy Policy', href: PRIVACY_PATH },
    ],
  };
}
