import type { FieldDef } from '../../journeyModel/types.js';

/**
 * The HDFC disclaimer: mandatory, with a More dialog; UNTICKED for everyone, staff and the
 * METRO flow included (decision 064; departs from 01 §3's pre-check for admins and METRO).
 */
export function hdfcDisclaimerField(): FieldDef {
  return {
    name: 'isHDFCDisclaimerChecked',
    kind: 'disclaimer',
    label:
      'I agree that HDFC Bank and its representatives may call, SMS or e-mail me about my application, even if my number is on the DND list.',
    more: 'I confirm that the information I have given is true and complete. I authorise HDFC Bank to verify it, to obtain my credit report from any credit bureau, and to share it with its group companies for processing my application. This consent overrides any registration under the National Do Not Call registry. HDFC Bank may reject the application without giving a reason, and the card is issued at its sole discretion.',
  };
}
