// Sample walk of the extended warranty journey, for core, API and browser tests: the answers
// that differ from `SAMPLE_VALUES`, and the payment's outcome on that walk. The purchase date
// is relative to the clock so the walk stays inside the purchase window.
import type { Answers } from '../../journeyModel/types.js';
import { EW_PAY_CALL } from './ew.js';

const bought = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
const two = (n: number): string => String(n).padStart(2, '0');

export const EW_SAMPLE: Answers = {
  ewCategory: 'mobile',
  ewBrand: 'Samsung',
  ewModel: 'Galaxy M35',
  ewPurchaseDateDate: two(bought.getUTCDate()),
  ewPurchaseDateMonth: two(bought.getUTCMonth() + 1),
  ewPurchaseDateYear: String(bought.getUTCFullYear()),
  ewInvoiceValue: '24999',
  ewSerialNumber: '356789104567891',
  ewPlan: '2',
  isEwTermsChecked: true,
};

export const EW_BRANCHES: Record<string, Record<string, Answers>> = {
  ew: { default: EW_SAMPLE, oneYear: { ...EW_SAMPLE, ewPlan: '1' } },
};

export const EW_OUTCOMES: Record<string, Record<string, Record<string, string>>> = {
  ew: {
    default: { [EW_PAY_CALL]: 'paid' },
    oneYear: { [EW_PAY_CALL]: 'paid' },
  },
};
