// Banks (and the one NBFC card issuer) for the bank autosuggest and as card issuers.
// Ids are stable: cards refer to them.

export interface BankSeed {
  id: number;
  name: string;
  shortName: string;
  kind: 'public' | 'private' | 'foreign' | 'small finance' | 'payments' | 'nbfc';
}

const rows: [string, string, BankSeed['kind']][] = [
  ['State Bank of India', 'SBI', 'public'],
  ['HDFC Bank', 'HDFC', 'private'],
  ['ICICI Bank', 'ICICI', 'private'],
  ['Axis Bank', 'Axis', 'private'],
  ['Kotak Mahindra Bank', 'Kotak', 'private'],
  ['RBL Bank', 'RBL', 'private'],
  ['Citibank', 'Citi', 'foreign'],
  ['American Express Banking Corp.', 'Amex', 'foreign'],
  ['IndusInd Bank', 'IndusInd', 'private'],
  ['Yes Bank', 'Yes', 'private'],
  ['IDFC FIRST Bank', 'IDFC FIRST', 'private'],
  ['Federal Bank', 'Federal', 'private'],
  ['South Indian Bank', 'SIB', 'private'],
  ['Karur Vysya Bank', 'KVB', 'private'],
  ['City Union Bank', 'CUB', 'private'],
  ['Bandhan Bank', 'Bandhan', 'private'],
  ['IDBI Bank', 'IDBI', 'private'],
  ['Karnataka Bank', 'Karnataka Bank', 'private'],
  ['Tamilnad Mercantile Bank', 'TMB', 'private'],
  ['DCB Bank', 'DCB', 'private'],
  ['CSB Bank', 'CSB', 'private'],
  ['Jammu & Kashmir Bank', 'J&K Bank', 'private'],
  ['Punjab National Bank', 'PNB', 'public'],
  ['Bank of Baroda', 'BoB', 'public'],
  ['Canara Bank', 'Canara', 'public'],
  ['Union Bank of India', 'Union', 'public'],
  ['Bank of India', 'BoI', 'public'],
  ['Indian Bank', 'Indian Bank', 'public'],
  ['Central Bank of India', 'Central', 'public'],
  ['Indian Overseas Bank', 'IOB', 'public'],
  ['UCO Bank', 'UCO', 'public'],
  ['Bank of Maharashtra', 'BoM', 'public'],
  ['Punjab & Sind Bank', 'PSB', 'public'],
  ['Standard Chartered Bank', 'StanChart', 'foreign'],
  ['HSBC India', 'HSBC', 'foreign'],
  ['DBS Bank India', 'DBS', 'foreign'],
  ['AU Small Finance Bank', 'AU', 'small finance'],
  ['Equitas Small Finance Bank', 'Equitas', 'small finance'],
  ['Ujjivan Small Finance Bank', 'Ujjivan', 'small finance'],
  ['India Post Payments Bank', 'IPPB', 'payments'],
  ['Airtel Payments Bank', 'Airtel', 'payments'],
  ['Stashfin (Akara Capital Advisors)', 'Stashfin', 'nbfc'],
];

export const bankSeed: BankSeed[] = rows.map(([name, shortName, kind], i) => ({
  id: i + 1,
  name,
  shortName,
  kind,
}));

export const bankId = (shortName: string): number => {
  const bank = bankSeed.find((b) => b.shortName === shortName);
  if (!bank) throw new Error(`no bank ${shortName}`);
  return bank.id;
};
