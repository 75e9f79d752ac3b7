import type { Answers } from '../journeyModel/types.js';
import type { InstantApplyKind } from './instantApplyForm.js';

// A complete, valid instant-apply form of each kind (made-up person): what tests, the bench
// and demos fill the forms with. Aadhaar passes the Verhoeff check; the PAN is an
// individual's (4th letter P) and approved by the sandbox issuers (5th letter not R/F/T/P).

const PERSONAL: Answers = {
  firstname: 'Asha',
  middlename: '',
  lastname: 'Verma',
  gender: 'female',
  dobDate: '15',
  dobMonth: '08',
  dobYear: '1990',
  mobile: '9876543210',
  email: 'asha.verma@example.com',
  pancard: 'ABCPE1234F',
  address: '12 MG Road, Fort, Mumbai 400001',
  pincode: '400001',
  empType: 'salaried',
  company: 'Tata Consultancy Services',
  monthlyIncome: '85,000',
  promocode: '',
};

/** A fresh copy of the sample form of a kind, with `changes` on top. */
export function instantApplySample(kind: InstantApplyKind, changes: Answers = {}): Answers {
  // Built here, not at module level: a module-level spread is not tree-shaken from bundles.
  const extra: Answers =
    kind === 'rbl' ? { haveBankCard: 'no' } : kind === 'amex' ? AMEX_EXTRA : {};
  return { ...PERSONAL, ...extra, ...changes };
}

const AMEX_EXTRA: Answers = {
  std: '022',
  phone: '22661234',
  qualification: '2',
  officeEmail: 'asha@tcs.com',
  officeAddress: '21 Nariman Point, Nirmal Building, Mumbai 400021',
  officePincode: '400021',
  aadhaar: '2345 6789 0124',
  consentOnlineStatements: true,
  isAmexDisclaimerChecked: true,
};
