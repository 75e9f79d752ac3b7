import type { CompanyIdentity } from '@tara/core/company';

/**
 * A company identity for tests of a production app, which refuses to start without one
 * (decision 079). Made up for tests; never shown to anyone.
 */
export const TEST_COMPANY: CompanyIdentity = {
  legalName: 'Test Fintech Private Limited',
  cin: 'U72900KA2020PTC123456',
  registeredOffice: '1 Test Road, Bengaluru 560001',
  supportEmail: 'support@test.example.in',
  supportPhone: '+91 80 4000 0000',
  supportHours: 'Monday to Saturday, 10:00 to 18:00 IST',
  grievanceOfficer: {
    name: 'Test Officer',
    email: 'grievance@test.example.in',
    phone: '+91 80 4000 0001',
    address: '1 Test Road, Bengaluru 560001',
  },
  jurisdictionCity: 'Bengaluru',
  sandbox: false,
};
