import { formatBasisPoints } from '../../format/formatPercent.js';
import type { FieldDef } from '../../journeyModel/types.js';
import { EW_INVOICE_RUPEES, EW_PLANS, EW_PURCHASE_WINDOW_DAYS } from '../../payments/ewPremium.js';
import { opts } from '../shared/options.js';

// The extended warranty's own fields (decision 044): the product covered (step2) and the plan
// (step3). The spec names none of them (EW-01 OPEN).

/** The kinds of product covered. */
export const EW_CATEGORIES: readonly [string, string][] = [
  ['mobile', 'Mobile phone'],
  ['laptop', 'Laptop'],
  ['television', 'Television'],
  ['refrigerator', 'Refrigerator'],
  ['washingMachine', 'Washing machine'],
  ['airConditioner', 'Air conditioner'],
];

export function ewProductFields(): FieldDef[] {
  const { min, max } = EW_INVOICE_RUPEES;
  return [
    {
      name: 'ewCategory',
      kind: 'select',
      label: 'PRODUCT TYPE',
      options: opts(...EW_CATEGORIES),
    },
    { name: 'ewBrand', kind: 'text', label: 'BRAND', maxLength: 40 },
    { name: 'ewModel', kind: 'text', label: 'MODEL', maxLength: 60 },
    {
      name: 'ewPurchaseDate',
      kind: 'dob',
      label: 'DATE OF PURCHASE (DD/MM/YYYY)',
      rules: [{ rule: 'purchaseWindow', days: EW_PURCHASE_WINDOW_DAYS }],
    },
    {
      name: 'ewInvoiceValue',
      kind: 'money',
      label: 'INVOICE VALUE (₹)',
      hint: 'The price on your bill, GST included',
      rules: [
        { rule: 'minValue', n: min, message: 'We cover products worth ₹5,000 or more' },
        { rule: 'maxValue', n: max, message: 'We cover products worth up to ₹5,00,000' },
      ],
    },
    {
      name: 'ewSerialNumber',
      kind: 'text',
      label: 'SERIAL NUMBER OR IMEI',
      maxLength: 20,
      rules: [{ rule: 'serialNumber' }],
    },
  ];
}

/**
 * The plan (step3): its cover in years and its rate, priced on the invoice value. The lead's
 * view names each plan with its rupee premium (`ewPlanLabels`, decision 092); the rate labels
 * here stay where that view is not at hand (the chat's earlier answers, the review).
 */
export function ewPlanField(): FieldDef {
  return {
    name: 'ewPlan',
    kind: 'radio',
    label: 'WARRANTY PLAN',
    optionLabels: 'ewPlanPremiums',
    options: opts(
      ...EW_PLANS.map((p): [string, string] => [
        p.id,
        `${p.title} (${formatBasisPoints(p.rateBps)} of the invoice value)`,
      ]),
    ),
  };
}

/** The warranty's own terms (decision 064; Tara's terms of use were linked before). */
export const EW_TERMS_PATH = '/extended-warranty/terms-and-conditions';

/** The warranty's terms: the buyer's acceptance, unticked (decision 029's rule kept). */

export function ewTermsField(): FieldDef {
  return {
    name: 'isEwTermsChecked',
    kind: 'disclaimer',
    label: 'I agree to the extended warranty Terms and Conditions',
    links: [{ text: 'Terms and Conditions', href: EW_TERMS_PATH }],
  };
}
