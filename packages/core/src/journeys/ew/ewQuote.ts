import type { Answers } from '../../journeyModel/types.js';
import { type EwPremium, ewPremium, invoicePaiseOf } from '../../payments/ewPremium.js';
import { EW_CATEGORIES } from './ewFields.js';

/** What a warranty covers and costs, read from the ew journey's answers (decision 044). */
export interface EwQuote extends EwPremium {
  category: string;
  categoryLabel: string;
  brand: string;
  model: string;
  serialNumber: string;
  /** YYYY-MM-DD. */
  purchaseDate: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const pad = (value: unknown): string => text(value).padStart(2, '0');

/**
 * The quote of a lead's answers (step2's product, step3's plan), or null when an answer is
 * missing or out of range. The server prices with this, never with the browser's amount.
 */
export function ewQuote(answers: Answers): EwQuote | null {
  const invoicePaise = invoicePaiseOf(answers.ewInvoiceValue);
  const premium = invoicePaise === null ? null : ewPremium(invoicePaise, text(answers.ewPlan));
  const category = EW_CATEGORIES.find(([value]) => value === answers.ewCategory);
  const year = text(answers.ewPurchaseDateYear);
  if (!premium || !category || !/^\d{4}$/.test(year)) return null;
  const [brand, model, serialNumber] = [answers.ewBrand, answers.ewModel, answers.ewSerialNumber];
  if (!text(brand) || !text(model) || !text(serialNumber)) return null;
  return {
    ...premium,
    category: category[0],
    categoryLabel: category[1],
    brand: text(brand),
    model: text(model),
    serialNumber: text(serialNumber),
    purchaseDate: `${year}-${pad(answers.ewPurchaseDateMonth)}-${pad(answers.ewPurchaseDateDate)}`,
  };
}
