import type { FieldDef } from '../../journeyModel/types.js';

/**
 * The Amex application's six optional consents (01 §3; mapped to Y/N or YES/NO in the lead)
 * and its mandatory disclaimer: the journey's and the instant-apply form's.
 */
export function amexConsentFields(): FieldDef[] {
  const consent = (name: string, label: string): FieldDef => ({
    name,
    kind: 'checkbox',
    label,
    required: false,
  });
  return [
    consent('consentAdditionalPrivileges', 'Tell me about additional card privileges'),
    consent('consentEmail', 'Send me offers by e-mail'),
    consent('consentInsurancePlan', 'Tell me about insurance plans for cardmembers'),
    consent('consentPhoneMarketing', 'Call me about products and offers'),
    consent('consentOnlineStatements', 'Send my statements online instead of on paper'),
    consent('consentPaybackPoints', 'Enrol me in the Payback points programme'),
    {
      name: 'isAmexDisclaimerChecked',
      kind: 'disclaimer',
      label: 'I confirm my details are correct and I agree to the American Express terms.',
      more: 'I authorise American Express Banking Corp. to verify the information I have given, to obtain my credit report from any credit bureau, and to contact me about this application by phone, SMS or e-mail, even if my number is registered with the National Do Not Call registry. The card is issued at the sole discretion of American Express.',
    },
  ];
}
