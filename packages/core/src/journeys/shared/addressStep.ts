import { addressField } from './addressField.js';
import { stepWith } from './makeStep.js';
import { pincodeField } from './pincodeField.js';
import type { ProductWords } from './productWords.js';

/** Residence address and pincode; the city comes from the pincode. */
export const addressStep = stepWith((words: ProductWords) => ({
  title: 'Where do you live right now?',
  info: [
    `${capitalised(words.products)} are offered city by city, and the bank sends its letters to this address.`,
    'Please give your house number, street and area, so the courier can find you.',
  ],
  fields: [addressField(), pincodeField()],
  guard: ['mobile'],
}));

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
