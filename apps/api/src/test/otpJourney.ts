import type { JourneyDef } from '@tara/core';

// A loan-like journey for the identity tests: the contact step runs check-user, an admin-only
// note (context isAdmin), and the final OTP step that a verified mobile skips.
export const otpJourney: JourneyDef = {
  prefix: 'test/otp',
  version: 1,
  title: 'OTP fixture',
  productId: 2,
  providerId: null,
  instrumentId: null,
  first: 'step1',
  finalRoute: 'personal-loan/offers',
  steps: [
    {
      id: 'step1',
      title: 'Your name?',
      fields: [
        { name: 'firstname', kind: 'text', label: 'First name', rules: [{ rule: 'name' }] },
        { name: 'lastname', kind: 'text', label: 'Last name', rules: [{ rule: 'name' }] },
        { name: 'pancard', kind: 'pan', label: 'PAN', required: false, rules: [{ rule: 'pan' }] },
      ],
      next: [{ to: 'step2' }],
    },
    {
      id: 'step2',
      title: 'Your mobile?',
      fields: [
        { name: 'mobile', kind: 'mobile', label: 'Mobile', rules: [{ rule: 'mobile' }] },
        { name: 'isProviderChecked', kind: 'disclaimer', label: 'I agree', required: false },
      ],
      guard: ['firstname', 'lastname'],
      effects: ['checkUser'],
      next: [{ to: 'step3' }],
    },
    {
      id: 'step3',
      title: 'Your income?',
      fields: [
        { name: 'monthlyIncome', kind: 'money', label: 'Monthly income' },
        {
          name: 'pincode',
          kind: 'pincode',
          label: 'Pincode',
          lookup: 'pincodeCity',
          required: false,
        },
        {
          name: 'agentNote',
          kind: 'text',
          label: 'Agent note',
          required: false,
          showWhen: { ctx: 'isAdmin', eq: true },
        },
      ],
      guard: ['mobile'],
      hardSkip: true,
      next: [{ to: 'step4' }],
    },
    {
      id: 'step4',
      title: 'Enter the OTP we sent to your mobile',
      fields: [{ name: 'otp', kind: 'otp', label: 'OTP' }],
      guard: ['mobile'],
      skip: { ctx: 'mobileVerified', eq: true },
      last: true,
    },
  ],
};
