/** The card journeys (credit-cards/<alias>) listed on the home page, by issuer. */
export const CARD_JOURNEYS: readonly { alias: string; issuer: string }[] = [
  { alias: 'sbi', issuer: 'SBI Card' },
  { alias: 'hdfc', issuer: 'HDFC Bank' },
  { alias: 'icici', issuer: 'ICICI Bank' },
  { alias: 'rbl', issuer: 'RBL Bank' },
  { alias: 'citi', issuer: 'Citibank' },
  { alias: 'amex', issuer: 'American Express' },
  { alias: 'stashfin', issuer: 'Stashfin' },
];

/** The card journey of an issuer's name ("State Bank of India" → sbi), or null. */
export function journeyAliasOf(issuerName: string): string | null {
  const name = issuerName.toLowerCase();
  const pairs: [string, string][] = [
    ['american express', 'amex'],
    ['amex', 'amex'],
    ['state bank', 'sbi'],
    ['sbi', 'sbi'],
    ['hdfc', 'hdfc'],
    ['icici', 'icici'],
    ['rbl', 'rbl'],
    ['citi', 'citi'],
    ['stashfin', 'stashfin'],
  ];
  return pairs.find(([needle]) => name.includes(needle))?.[1] ?? null;
}
