import type { JourneyDef } from '@tara/core/engine';

/** A small journey for the web's unit tests: a name, a branch, a guard, a last step. */
export const fixture: JourneyDef = {
  prefix: 'credit-cards/fixture',
  version: 2,
  title: 'Fixture card',
  productId: 3,
  providerId: 3,
  instrumentId: null,
  first: 'step1',
  finalRoute: 'credit-card/offers',
  steps: [
    {
      id: 'step1',
      title: 'What is your name?',
      fields: [
        { name: 'firstname', kind: 'text', label: 'First name' },
        { name: 'middlename', kind: 'text', label: 'Middle name', required: false },
      ],
      next: [{ to: 'step2' }],
    },
    {
      id: 'step2',
      title: 'How do you earn your living?',
      fields: [
        {
          name: 'empType',
          kind: 'radio',
          label: 'Employment type',
          options: [
            { value: 'salaried', label: 'Salaried' },
            { value: 'selfEmpl', label: 'Self-employed' },
          ],
        },
      ],
      next: [
        { to: 'step3', when: { field: 'empType', eq: 'salaried' } },
        { to: 'step4', when: { field: 'empType', eq: 'selfEmpl' } },
      ],
    },
    {
      id: 'step3',
      title: 'Where do you work?',
      guard: ['empType'],
      fields: [
        {
          name: 'company',
          kind: 'autosuggest',
          label: 'Company',
          suggest: { source: 'companies', freeText: false, noMatchMessage: 'Pick a company' },
        },
        { name: 'monthlyIncome', kind: 'money', label: 'Monthly income' },
      ],
      next: [{ to: 'step4' }],
    },
    {
      id: 'step4',
      title: 'Where do you live?',
      guard: ['empType'],
      last: true,
      fields: [
        { name: 'pincode', kind: 'pincode', label: 'Pincode', lookup: 'pincodeCity' },
        { name: 'dob', kind: 'dob', label: 'Date of birth' },
        {
          name: 'isHDFCDisclaimerChecked',
          kind: 'disclaimer',
          label: 'I agree to the terms',
        },
        {
          name: 'isProviderChecked',
          kind: 'checkbox',
          label: 'Share with banks',
          // A definition that tries to tick a box beforehand: the renderer ignores it (064).
          defaultValue: true,
        },
      ],
    },
  ],
};
