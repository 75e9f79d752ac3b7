import { describe, expect, it } from 'vitest';
import { isKnownRule } from '../engine/runRule.js';
import { validateStep } from '../engine/validateStep.js';
import type { FieldDef, StepDef } from '../journeyModel/types.js';
import { ADDRESS_INCOMPLETE, SHOP_ADDRESS_INCOMPLETE } from '../validation/address.js';
import { COMBO_PRODUCTS, SINGLE_PRODUCTS } from './covers/insuranceCover.js';
import {
  BUSINESS_NAME_HELP,
  BUSINESS_STEP_NOTICE,
  businessNameField,
  insuranceAddressField,
  insuranceEmailField,
  insuranceSubmitDisabled,
  type SubmitState,
} from './insuranceFormRules.js';

const env = { today: new Date('2026-11-21T00:00:00Z') };
const errorsOf = (field: FieldDef, value: unknown): Record<string, string> => {
  const step: StepDef = { id: 's', title: 'S', fields: [field], next: [{ to: 't' }] };
  return validateStep(step, { [field.name]: value }, {}, {}, env).errors;
};

describe('businessNameField', () => {
  it("is the 'SHOP NAME' of the shop covers", () => {
    expect(businessNameField('shop').label).toBe('SHOP NAME');
    expect(businessNameField('lombard').label).toBe('SHOP NAME');
    expect(businessNameField('shop').hint).toBeUndefined();
  });

  it("is the firm's full name in combos, with the help text", () => {
    const field = businessNameField('termSurakshaAccident');
    expect(field.label).toBe('FULL BUSINESS/FIRM NAME');
    expect(field.hint).toBe(BUSINESS_NAME_HELP);
    expect(BUSINESS_NAME_HELP).toBe(
      "If the business is in individual's name, please enter individual's name.",
    );
  });

  it('takes 72 characters and refuses 73', () => {
    const field = businessNameField('shop');
    expect(field.maxLength).toBe(72);
    expect(errorsOf(field, 'A'.repeat(72))).toEqual({});
    expect(errorsOf(field, 'A'.repeat(73))).toEqual({
      businessName: 'Must be 72 characters or less',
    });
    expect(errorsOf(field, '')).toEqual({ businessName: 'Required' });
  });
});

describe('the business step notice', () => {
  it('asks and answers in the spec words', () => {
    expect(BUSINESS_STEP_NOTICE).toEqual({
      question: 'Why are we asking?',
      answer: 'This will help us decide the right policy for you.',
    });
  });
});

describe('insuranceAddressField', () => {
  const complete = '12, Gandhi Road, Near Clock Tower';
  const shop = insuranceAddressField({ mode: 'shop', of: 'correspondence', shortForm: false });
  const combo = insuranceAddressField({
    mode: 'termAccident',
    of: 'correspondence',
    shortForm: false,
  });
  const office = insuranceAddressField({
    mode: 'termSurakshaAccident',
    of: 'business',
    shortForm: false,
  });

  it('names the field address, the combo firm address officeAddress', () => {
    expect(shop.name).toBe('address');
    expect(combo.name).toBe('address');
    expect(office.name).toBe('officeAddress');
    expect(insuranceAddressField({ mode: 'lombard', of: 'business', shortForm: false }).name).toBe(
      'address',
    );
  });

  it('labels the shop, the office and the home', () => {
    expect(shop.label).toBe('FULL ADDRESS OF THE SHOP');
    expect(insuranceAddressField({ mode: 'lombard', of: 'business', shortForm: true }).label).toBe(
      'FULL ADDRESS OF THE SHOP',
    );
    expect(office.label).toBe('FULL OFFICE ADDRESS');
    expect(combo.label).toBe('HOUSE NO., STREET, AREA');
  });

  it('asks the shop for its shop number, others for their house number', () => {
    expect(errorsOf(shop, 'Gandhi Road, Near Clock Tower')).toEqual({
      address: SHOP_ADDRESS_INCOMPLETE,
    });
    expect(SHOP_ADDRESS_INCOMPLETE).toContain('street, shop number.');
    expect(errorsOf(combo, 'Gandhi Road, Near Clock Tower')).toEqual({
      address: ADDRESS_INCOMPLETE,
    });
    expect(errorsOf(combo, complete)).toEqual({});
    expect(errorsOf(shop, complete)).toEqual({});
  });

  it('takes 72 characters and refuses 73', () => {
    const at = (n: number) => `12 ${'a'.repeat(n - 3)}`;
    expect(errorsOf(office, at(72))).toEqual({});
    expect(errorsOf(office, at(73))).toEqual({ officeAddress: 'Must be 72 characters or less' });
  });

  it('keeps only required and the length in the short form (tm=1)', () => {
    const short = insuranceAddressField({ mode: 'shop', of: 'correspondence', shortForm: true });
    expect(errorsOf(short, 'Gandhi Road')).toEqual({});
    expect(errorsOf(short, '')).toEqual({ address: 'Required' });
    expect(errorsOf(short, 'a'.repeat(73))).toEqual({
      address: 'Must be 72 characters or less',
    });
  });
});

describe('insuranceEmailField', () => {
  it('labels the e-mail per mode', () => {
    expect(insuranceEmailField('shop').label).toBe('Email Address (Optional)');
    expect(insuranceEmailField('lombard').label).toBe('Email Address (Optional)');
    expect(insuranceEmailField('groupHealth').label).toBe('EMAIL ID');
    expect(insuranceEmailField('term').label).toBe('Email Address');
  });

  it('is optional for the shop covers only, and checked when given', () => {
    expect(errorsOf(insuranceEmailField('shop'), '')).toEqual({});
    expect(errorsOf(insuranceEmailField('term'), '')).toEqual({ email: 'Required' });
    expect(errorsOf(insuranceEmailField('shop'), 'asha@')).toEqual({
      email: 'Please enter a valid email ID',
    });
    expect(errorsOf(insuranceEmailField('groupHealth'), 'asha@example.in')).toEqual({});
  });
});

describe('insuranceSubmitDisabled', () => {
  const ready: SubmitState = {
    mode: 'term',
    invalid: false,
    pristine: false,
    disabled: false,
    disclaimerChecked: false,
    pincodeError: null,
  };

  it('is on for a valid, touched, enabled form', () => {
    expect(insuranceSubmitDisabled(ready)).toBe(false);
  });

  it('is off while the form is invalid, pristine or disabled', () => {
    expect(insuranceSubmitDisabled({ ...ready, invalid: true })).toBe(true);
    expect(insuranceSubmitDisabled({ ...ready, pristine: true })).toBe(true);
    expect(insuranceSubmitDisabled({ ...ready, disabled: true })).toBe(true);
  });

  it('needs the disclaimer for shop and Lombard only', () => {
    expect(insuranceSubmitDisabled({ ...ready, mode: 'shop' })).toBe(true);
    expect(insuranceSubmitDisabled({ ...ready, mode: 'lombard' })).toBe(true);
    expect(insuranceSubmitDisabled({ ...ready, mode: 'shop', disclaimerChecked: true })).toBe(
      false,
    );
    expect(insuranceSubmitDisabled({ ...ready, mode: 'groupHealth' })).toBe(false);
  });

  it('is off for group health while the pincode has an error', () => {
    const gh = { ...ready, mode: 'groupHealth' as const };
    expect(insuranceSubmitDisabled({ ...gh, pincodeError: 'Invalid Pincode' })).toBe(true);
    expect(insuranceSubmitDisabled({ ...gh, pincodeError: '' })).toBe(false);
    expect(insuranceSubmitDisabled({ ...ready, pincodeError: 'Invalid Pincode' })).toBe(false);
  });
});

describe('every insurance form field', () => {
  it("names only the validation registry's rules, in every mode", () => {
    for (const mode of [...SINGLE_PRODUCTS, ...COMBO_PRODUCTS]) {
      const fields = [
        businessNameField(mode),
        insuranceEmailField(mode),
        ...(['correspondence', 'business'] as const).flatMap((of) =>
          [true, false].map((shortForm) => insuranceAddressField({ mode, of, shortForm })),
        ),
      ];
      for (const ref of fields.flatMap((f) => f.rules ?? [])) {
        expect(isKnownRule(ref.rule), `${mode}: ${ref.rule}`).toBe(true);
      }
    }
  });
});
