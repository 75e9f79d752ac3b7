import { firstnameField } from './firstnameField.js';
import { lastnameField } from './lastnameField.js';
import { stepWith } from './makeStep.js';
import { middlenameField } from './middlenameField.js';
import { panField } from './panField.js';
import type { ProductWords } from './productWords.js';

export const nameStep = stepWith((words: ProductWords) => ({
  title: `Namaste, I'm Tara! Let's find the right ${words.product} for you. What is your name as on your PAN card?`,
  info: [
    'Banks match your name with your PAN, so please type it exactly as printed there.',
    `We ask for your PAN because every bank must check your credit record before it can offer a ${words.product}. It is never shared without your consent.`,
  ],
  fields: [firstnameField(), middlenameField(), lastnameField(), panField()],
}));
