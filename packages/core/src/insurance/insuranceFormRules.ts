import { TEXT_LIMITS } from '../catalog/limits.js';
import type { FieldDef, RuleRef } from '../journeyModel/types.js';
import type { InsuranceProduct } from './covers/insuranceCover.js';
import { isCombo } from './covers/insuranceCovers.js';

// The insurance form's fields and when its button is off (spec 03 §4 and §5, INS-COM-20,
// INS-COM-41, INS-SHOP-03..06, INS-LOMB-04, INS-GH-04, INS-GH-06, INS-COMBO-03, INS-COMBO-04,
// VAL-20, VAL-23). Rules are the validation registry's, so the browser and server agree.

/** The shop covers: shop insurance and Lombard's. */
export const isShopMode = (mode: InsuranceProduct): boolean =>
  mode === 'shop' || mode === 'lombard';

export const BUSINESS_NAME_HELP =
  "If the business is in individual's name, please enter individual's name.";

/** The notification on the combos' business/firm step (INS-COMBO-03). */
export const BUSINESS_STEP_NOTICE = {
  question: 'Why are we asking?',
  answer: 'This will help us decide the right policy for you.',
} as const;

/** The business name: 'SHOP NAME' for the shop covers, the firm's name in combos; max 72. */
export function businessNameField(mode: InsuranceProduct): FieldDef {
  const n = TEXT_LIMITS.businessName;
  return {
    name: 'businessName',
    kind: 'text',
    label: isShopMode(mode) ? 'SHOP NAME' : 'FULL BUSINESS/FIRM NAME',
    maxLength: n,
    ...(isCombo(mode) ? { hint: BUSINESS_NAME_HELP } : {}),
    rules: [{ rule: 'nameExtended' }, { rule: 'maxLength', n }],
  };
}

export interface AddressFieldOptions {
  mode: InsuranceProduct;
  /** The applicant's correspondence address, or the business/firm's (combos' step5.2). */
  of: 'correspondence' | 'business';
  /** The short form (`tm=1`): only required and the length (decision 045, VAL-23). */
  shortForm: boolean;
}

export const ADDRESS_LABELS = {
  shop: 'FULL ADDRESS OF THE SHOP',
  business: 'FULL OFFICE ADDRESS',
  correspondence: 'HOUSE NO., STREET, AREA',
} as const;

/**
 * An address, max 72. The shop covers' is the shop's, whose extra rule is the shop variant of
 * the completeness message ('… street, shop number. …'). In the short form only the required
 * check and the length apply.
 */
export function insuranceAddressField({ mode, of, shortForm }: AddressFieldOptions): FieldDef {
  const n = TEXT_LIMITS.address;
  const shop = isShopMode(mode);
  const label = shop ? ADDRESS_LABELS.shop : ADDRESS_LABELS[of];
  const complete: RuleRef = shop ? { rule: 'address', variant: 'shop' } : { rule: 'address' };
  return {
    // The spec's form field is `address` (the shop's too); the combos' firm address is the
    // shared office address's `officeAddress`.
    name: of === 'business' && !shop ? 'officeAddress' : 'address',
    kind: 'address',
    label,
    maxLength: n,
    rules: shortForm ? [{ rule: 'maxLength', n }] : [complete, { rule: 'maxLength', n }],
  };
}

/**
 * The e-mail: 'EMAIL ID' for group health; 'Email Address', optional (and said so) for the
 * shop covers (the spec's "one Lombard cover" read as Lombard's shop cover, decision 045).
 */
export function insuranceEmailField(mode: InsuranceProduct): FieldDef {
  const optional = isShopMode(mode);
  const label =
    mode === 'groupHealth' ? 'EMAIL ID' : optional ? 'Email Address (Optional)' : 'Email Address';
  return {
    name: 'email',
    kind: 'email',
    label,
    ...(optional ? { required: false } : {}),
    rules: [{ rule: 'email' }],
  };
}

export interface SubmitState {
  mode: InsuranceProduct;
  invalid: boolean;
  pristine: boolean;
  disabled: boolean;
  /** The shop covers' disclaimer box. */
  disclaimerChecked: boolean;
  /** Group health: the server's pincode answer (`validPinError`), null when none. */
  pincodeError: string | null;
}

/** INS-COM-20: the submit button is off while any of these holds. */
export function insuranceSubmitDisabled(state: SubmitState): boolean {
  if (state.invalid || state.pristine || state.disabled) return true;
  if (isShopMode(state.mode) && !state.disclaimerChecked) return true;
  return state.mode === 'groupHealth' && state.pincodeError !== null && state.pincodeError !== '';
}
