import { salaried } from './conditions.js';
import { stepWith } from './makeStep.js';
import { monthlyIncomeField } from './monthlyIncomeField.js';
import type { ProductWords } from './productWords.js';
import { salaryModeField } from './salaryModeField.js';

/** Monthly income; salaried applicants also say how the salary is paid. */
export const incomeStep = stepWith((words: ProductWords) => ({
  title: 'What is your monthly income?',
  info: [
    `Your income decides which ${words.products} you qualify for, and for how much.`,
    'Salaried: your take-home salary after deductions. Self-employed: your monthly profit as per your ITR.',
  ],
  fields: [monthlyIncomeField(), salaryModeField(salaried)],
  guard: ['mobile', 'empType'],
}));
