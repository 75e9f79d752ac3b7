// The product catalogue (issue 21): every product, declared once. Adding a product is adding
// its descriptor here (then regenerating the web's light list: productList.test.ts); the
// registry of journeys, the sample walks and the web's home, menu, tabs and routes follow.
import { creditCardProducts } from './creditCards.js';
import { creditLineProducts } from './creditLines.js';
import { insuranceProducts } from './insurance.js';
import { loanProducts } from './loans.js';
import { otherProducts } from './otherProducts.js';
import type { ProductDescriptor } from './productDescriptor.js';

export const PRODUCTS: readonly ProductDescriptor[] = [
  ...creditCardProducts,
  ...loanProducts,
  ...creditLineProducts,
  ...insuranceProducts,
  ...otherProducts,
];
