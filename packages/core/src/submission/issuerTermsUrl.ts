// The issuers' own Most Important Terms and Conditions (MITC) pages, linked from the review
// screen before a submission (decision 028). Partner operations confirm each address before a
// live adapter is switched on; an issuer without one gets Tara's own terms.

const MITC: Readonly<Record<string, string>> = {
  sbi: 'https://www.sbicard.com/en/most-important-terms-and-conditions.page',
  hdfc: 'https://www.hdfcbank.com/personal/pay/cards/credit-cards/mitc',
  icici: 'https://www.icicibank.com/personal-banking/cards/credit-card/mitc',
  rbl: 'https://www.rblbank.com/credit-cards/mitc',
  citi: 'https://www.online.citibank.co.in/credit-card/mitc',
  amex: 'https://www.americanexpress.com/in/legal-disclosures/most-important-terms-and-conditions.html',
  stashfin: 'https://www.stashfin.com/terms-and-conditions',
};

/** The issuer's terms page by its provider alias; Tara's terms (`/terms`) when none is known. */
export function issuerTermsUrl(alias: string | null): string {
  return (alias && MITC[alias]) || '/terms';
}
