import type { JourneyDef } from '../journeyModel/types.js';

// A small journey with every engine feature: a value branch, a hardSkip, a guard, a yes/no
// detour and two last steps. Engine tests run against it; real journeys have their own tests.
export const fixtureJourney: JourneyDef = {
  prefix: 'test/fixture',
  version: 1,
  title: 'Fixture',
  productId: 3,
  providerId: null,
  instrumentId: null,
  first: 'a',
  finalRoute: 'done',
  steps: [
    {
      id: 'a',
      title: 'Name?',
      fields: [
        { name: 'name', kind: 'text', label: 'Name', rules: [{ rule: 'maxLength', n: 10 }] },
      ],
      next: [{ to: 'b' }],
    },
    {
      id: 'b',
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
        { to: 'c', when: { field: 'empType', eq: 'salaried' } },
        { to: 'd', when: { field: 'empType', eq: 'selfEmpl' } },
      ],
      unmatched: 'unknown empType',
    },
    {
      id: 'c',
      title: 'Designation?',
      fields: [{ name: 'designation', kind: 'text', label: 'Designation' }],
      next: [{ to: 'e' }],
      guard: ['empType'],
    },
    {
      id: 'd',
      title: 'Business?',
      fields: [{ name: 'business', kind: 'text', label: 'Business' }],
      next: [{ to: 'e' }],
      guard: ['empType'],
    },
    {
      id: 'e',
      title: 'Have a card?',
      fields: [
        {
          name: 'haveCard',
          kind: 'radio',
          label: 'Card',
          options: [
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ],
        },
      ],
      next: [{ to: 'f', when: { field: 'haveCard', eq: 'yes' } }, { to: 'g' }],
    },
    {
      id: 'f',
      title: 'Card limit?',
      fields: [{ name: 'limit', kind: 'money', label: 'Limit' }],
      next: [{ to: 'g' }],
    },
    {
      id: 'g',
      title: 'Bank?',
      fields: [{ name: 'bank', kind: 'text', label: 'Bank' }],
      hardSkip: true,
      last: true,
    },
  ],
};
