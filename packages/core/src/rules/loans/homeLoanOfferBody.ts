// The home-loan offers call's body from the journey's answers (decision 056): only what the
// engine reads — no name, mobile or PAN leaves the page — with the city's name out of its
// autosuggest pick and the year of birth out of the date.

/** The answers the offers call takes (the API's `HomeOffersBodySchema`). */
export const HOME_OFFER_FIELDS = [
  'loanUsage',
  'propertyIdentified',
  'propertyType',
  'propertyCity',
  'propertyValue',
  'expectedLoanAmount',
  'expectedTenure',
  'dobYear',
  'empType',
  'selfEmplType',
  'monthlyIncome',
  'itrStatus',
  'paysEmi',
  'homeLoanEmiValue',
  'personalLoanEmiValue',
  'carLoanEmiValue',
  'emisDefaulted',
  'creditLevel',
  'coAppPresent',
  'coApplicantEmpType',
  'coApplicantMonthlyIncome',
  'coApplicantEmiValue',
] as const;

/** The body of `POST /api/loans/home/offers` from a home-loan lead's answers. */
export function homeLoanOfferBody(
  answers: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const body: Record<string, string> = {};
  for (const key of HOME_OFFER_FIELDS) {
    let value = answers[key];
    if (key === 'propertyCity' && typeof value === 'object' && value !== null) {
      value = (value as { name?: unknown }).name;
    }
    // Empty optional amounts are left out (none), not sent as zero.
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') {
      const text = String(value).trim();
      // Amounts as typed may carry ₹ and lakh commas; the call takes plain digits.
      body[key] = key === 'propertyCity' ? text : text.replace(/[₹,\s]/g, '');
    }
  }
  return body;
}
