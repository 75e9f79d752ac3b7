import { CONSENT_TEXTS } from '../../journeyModel/consentPurposes.js';
import type { FieldDef } from '../../journeyModel/types.js';

/**
 * The consent step5's eligibility check rests on (decision 063): the card number and mobile go
 * to IDFC FIRST Bank, which checks the credit bureau (`metro.cbEligibility`). Unticked and
 * required; recorded with its text's version (decision 029).
 */
export function metroConsentField(): FieldDef {
  return {
    name: 'isMetroConsentChecked',
    kind: 'disclaimer',
    label: CONSENT_TEXTS['metro-eligibility'].text,
    consent: 'metro-eligibility',
  };
}
