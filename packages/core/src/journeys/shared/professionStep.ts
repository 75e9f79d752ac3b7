import { stepWith } from './makeStep.js';
import type { ProductWords } from './productWords.js';
import { professionField } from './professionField.js';

export const professionStep = stepWith((words: ProductWords) => ({
  title: 'Which profession do you practise?',
  info: [`Banks have special ${words.products} for doctors, CAs, lawyers and architects.`],
  fields: [professionField()],
  guard: ['mobile', 'empType'],
}));
