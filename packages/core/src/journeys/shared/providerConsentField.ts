import type { FieldDef } from '../../engine/types.js';

/** The provider-consent box (`isProviderChecked`): starts checked, must stay checked. */
export function providerConsentField(): FieldDef {
  return {
    name: 'isProviderChecked',
    kind: 'disclaimer',
    label:
      'I authorise Tara and its partner banks to receive my credit information from a credit bureau, and I agree to the Terms and Privacy Policy.',
    defaultValue: true,
  };
}
