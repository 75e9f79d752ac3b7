import type { JourneyDef } from '@tara/core';

// A card-like journey for the API tests (the engine's own fixture has no pincode lookup):
// a pincode resolved to a city, a value branch with an unknown-value message, guards, a
// yes/no detour and a hardSkip last step that ends on credit-card/offers.
export const fixtureJourney: JourneyDef = {
  prefix: 'test/api',
  version: 1,
  title: 'API fixture',
  productId: 3,
  providerId: 3,
  instrumentId: null,
  first: 'step1',
  finalRoute: 'credit-card/offers',
  steps: [
    {
      id: 'step1',
      title: 'Your name?',
      fields: [
        {
          name: 'firstname',
          kind: 'text',
          label: 'First name',
          rules: [{ rule: 'maxLength', n: 20 }],
        },
      ],
      next: [{ to: 'step2' }],
    },
    {
      id: 'step2',
      title: 'Your pincode?',
      fields: [{ name: 'pincode', kind: 'pincode', label: 'Pincode', lookup: 'pincodeCity' }],
      next: [{ to: 'step3' }],
    },
    {
      id: 'step3',
      title: 'Employment?',
      fields: [
        {
          name: 'empType',
          kind: 'radio',
          label: 'Employment',
          options: [
            { value: 'salaried', label: 'Salaried' },
            { value: 'selfEmpl', label: 'Self-employed' },
          ],
        },
      ],
      next: [
        { to: 'step4', when: { field: 'empType', eq: 'salaried' } },
        { to: 'step5', when: { field: 'empType', eq: 'selfEmpl' } },
      ],
      unmatched: 'unknown empType',
    },
    {
      id: 'step4',
      title: 'Company?',
      fields: [
        {
          name: 'company',
          kind: 'autosuggest',
          label: 'Company',
          suggest: { source: 'companies', freeText: true },
        },
      ],
      guard: ['empType'],
      next: [{ to: 'step6' }],
    },
    {
      id: 'step5',
      title: 'Business?',
      fields: [{ name: 'business', kind: 'text', label: 'Business' }],
      guard: ['empType'],
      next: [{ to: 'step6' }],
    },
    {
      id: 'step6',
      title: 'Monthly income?',
      fields: [{ name: 'monthlyIncome', kind: 'money', label: 'Monthly income' }],
      next: [{ to: 'step7' }],
    },
    {
      id: 'step7',
      title: 'Have a credit card?',
      fields: [
        {
          name: 'haveBankCard',
          kind: 'radio',
          label: 'Credit card',
          options: [
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ],
        },
      ],
      next: [{ to: 'step7.1', when: { field: 'haveBankCard', eq: 'yes' } }, { to: 'step8' }],
    },
    {
      id: 'step7.1',
      title: 'Its limit?',
      fields: [{ name: 'creditLimit', kind: 'money', label: 'Credit limit' }],
      guard: ['haveBankCard'],
      next: [{ to: 'step8' }],
    },
    {
      id: 'step8',
      title: 'Bank you use?',
      fields: [
        {
          name: 'existingRelationWithBank',
          kind: 'autosuggest',
          label: 'Bank',
          suggest: { source: 'banks', freeText: false, noMatchMessage: 'Please select your bank' },
        },
      ],
      hardSkip: true,
      last: true,
    },
  ],
};

/** The same journey, a version later, with one step fewer: old leads keep version 1. */
export const fixtureJourneyV2: JourneyDef = {
  ...fixtureJourney,
  version: 2,
  title: 'API fixture v2',
  steps: fixtureJourney.steps
    .filter((s) => s.id !== 'step6')
    .map((s) => (s.id === 'step4' || s.id === 'step5' ? { ...s, next: [{ to: 'step7' }] } : s)),
};
