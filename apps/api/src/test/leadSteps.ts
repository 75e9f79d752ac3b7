import type { Visitor } from './testApp.js';

export const JOURNEY = 'test/api';

/** Saves a step the way the web client does: add for the first save, update after. */
export function saveStep(
  browser: Visitor,
  step: string,
  values: Record<string, unknown>,
  leadId?: string,
  headers: Record<string, string> = {},
  journey = JOURNEY,
) {
  const body = { journey, step, ...values, ...(leadId ? { leadId } : {}) };
  const url = leadId ? '/api/lead/update/unverified' : '/api/lead/add/unverified';
  return browser.post(url, body, headers);
}

/** The salaried path of the fixture journey, with the route expected after each step. */
export const salariedPath: [string, Record<string, unknown>, string][] = [
  ['step1', { firstname: 'Asha' }, 'test/api/step2'],
  ['step2', { pincode: '400001' }, 'test/api/step3'],
  ['step3', { empType: 'salaried' }, 'test/api/step4'],
  ['step4', { company: { id: 9, name: 'Tata Consultancy Services' } }, 'test/api/step6'],
  ['step6', { monthlyIncome: '85,000' }, 'test/api/step7'],
  ['step7', { haveBankCard: 'yes' }, 'test/api/step7.1'],
  ['step7.1', { creditLimit: 150000 }, 'test/api/step8'],
  ['step8', { existingRelationWithBank: { id: 1, name: 'hdfc bank' } }, 'credit-card/offers'],
];
