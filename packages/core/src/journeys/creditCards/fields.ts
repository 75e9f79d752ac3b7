// Field builders shared by the credit-card journeys. Names are the spec's form values
// (01 §3); rules are the names registered in `validation/` (01 §5). Each call returns a
// fresh object, so a journey can never change another journey's field by accident.
import type { FieldDef, RuleRef } from '../../engine/types.js';
import { opts, SELECT_CITY } from './fieldKit.js';

export * from './fieldKit.js';
export * from './workFields.js';

export function firstnameField(): FieldDef {
  return {
    name: 'firstname',
    kind: 'text',
    label: 'FIRST NAME',
    maxLength: 32,
    rules: [
      { rule: 'required', message: 'Please enter the first name' },
      { rule: 'name' },
      { rule: 'maxLength', n: 32 },
    ],
  };
}

export function middlenameField(): FieldDef {
  return {
    name: 'middlename',
    kind: 'text',
    label: 'MIDDLE NAME (OPTIONAL)',
    required: false,
    maxLength: 32,
    rules: [{ rule: 'name' }, { rule: 'maxLength', n: 32 }],
  };
}

export function lastnameField(): FieldDef {
  return {
    name: 'lastname',
    kind: 'text',
    label: 'LAST NAME',
    maxLength: 32,
    rules: [
      { rule: 'required', message: 'Please enter the last name' },
      { rule: 'name' },
      { rule: 'maxLength', n: 32 },
    ],
  };
}

export function fullNameField(): FieldDef {
  return {
    name: 'fullName',
    kind: 'text',
    label: 'FULL NAME',
    maxLength: 72,
    rules: [{ rule: 'required', message: 'Please enter the full name' }, { rule: 'fullName' }],
  };
}

export function panField(): FieldDef {
  return {
    name: 'pancard',
    kind: 'pan',
    label: 'PAN',
    maxLength: 10,
    placeholder: 'ABCPE1234F',
    rules: [{ rule: 'pan', variant: 'individual' }],
  };
}

export function mobileField(): FieldDef {
  return {
    name: 'mobile',
    kind: 'mobile',
    label: 'MOBILE NUMBER',
    maxLength: 10,
    rules: [{ rule: 'mobile' }],
  };
}

export function emailField(): FieldDef {
  return { name: 'email', kind: 'email', label: 'E-MAIL', rules: [{ rule: 'email' }] };
}

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

export function pincodeField(): FieldDef {
  return {
    name: 'pincode',
    kind: 'pincode',
    label: 'PINCODE',
    maxLength: 6,
    rules: [{ rule: 'pincode' }],
    lookup: 'pincodeCity',
  };
}

export function addressField(name = 'address', label = 'HOUSE NO., STREET, AREA'): FieldDef {
  return {
    name,
    kind: 'address',
    label,
    maxLength: 72,
    rules: [{ rule: 'address' }, { rule: 'maxLength', n: 72 }],
  };
}

/**
 * The office pincode. No `pincodeCity` lookup: that lookup writes the residence `city`;
 * the office city is asked on its own (`officeCity`).
 */
export function officePincodeField(): FieldDef {
  return {
    name: 'officePincode',
    kind: 'pincode',
    label: 'OFFICE PINCODE',
    maxLength: 6,
    rules: [{ rule: 'pincode' }, { rule: 'maxLength', n: 6 }],
  };
}

export function cityField(name: string, label: string): FieldDef {
  return {
    name,
    kind: 'autosuggest',
    label,
    maxLength: 32,
    rules: [{ rule: 'maxLength', n: 32 }],
    suggest: { source: 'cities', freeText: false, noMatchMessage: SELECT_CITY },
  };
}

export function genderField(): FieldDef {
  return {
    name: 'gender',
    kind: 'radio',
    label: 'GENDER',
    options: opts(['male', 'Male'], ['female', 'Female']),
  };
}

/** Date of birth as three boxes; the rule's age bounds follow the provider (01 §5). */
export function dobField(providerId: number | null): FieldDef {
  const rule: RuleRef = providerId === null ? { rule: 'dob' } : { rule: 'dob', providerId };
  return { name: 'dob', kind: 'dob', label: 'DATE OF BIRTH (DD/MM/YYYY)', rules: [rule] };
}

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

/** The HDFC disclaimer: mandatory, with a More dialog; pre-checked for staff and METRO. */
export function hdfcDisclaimerField(): FieldDef {
  return {
    name: 'isHDFCDisclaimerChecked',
    kind: 'disclaimer',
    label:
      'I agree that HDFC Bank and its representatives may call, SMS or e-mail me about my application, even if my number is on the DND list.',
    more: 'I confirm that the information I have given is true and complete. I authorise HDFC Bank to verify it, to obtain my credit report from any credit bureau, and to share it with its group companies for processing my application. This consent overrides any registration under the National Do Not Call registry. HDFC Bank may reject the application without giving a reason, and the card is issued at its sole discretion.',
    defaultCheckedWhen: {
      any: [
        { ctx: 'isAdmin', eq: true },
        { ctx: 'isMetroFlow', eq: true },
      ],
    },
  };
}
