/** The company's identity as production's environment gives it (decision 079): tests' sample. */
export const COMPANY_ENV = {
  COMPANY_LEGAL_NAME: 'Example Fintech Private Limited',
  COMPANY_CIN: 'U72900KA2020PTC123456',
  COMPANY_REGISTERED_OFFICE: '1 MG Road, Bengaluru 560001',
  SUPPORT_EMAIL: 'support@example.in',
  SUPPORT_PHONE: '+91 80 4000 0000',
  GRIEVANCE_OFFICER_NAME: 'A. Officer',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@example.in',
  GRIEVANCE_OFFICER_PHONE: '+91 80 4000 0001',
  JURISDICTION_CITY: 'Bengaluru',
};
