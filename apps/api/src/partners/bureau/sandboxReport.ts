import type { CreditAccount, CreditAccountType, CreditEnquiry, CreditReport } from '@tara/core';

// The sandbox bureau's reports: realistic and the same every time for the same seed (the PAN,
// or the mobile on an enhanced search). The profile picks the shape of the history.

export type SandboxProfile = 'good' | 'fair' | 'poor' | 'newToCredit';

const LENDERS: Record<CreditAccountType, readonly string[]> = {
  creditCard: ['HDFC Bank', 'SBI Card', 'ICICI Bank', 'Axis Bank'],
  personalLoan: ['Bajaj Finance', 'IDFC FIRST Bank', 'Tata Capital'],
  consumerLoan: ['Bajaj Finance', 'Home Credit'],
  homeLoan: ['SBI', 'LIC Housing Finance', 'HDFC Bank'],
  autoLoan: ['Mahindra Finance', 'ICICI Bank'],
  twoWheelerLoan: ['Hero FinCorp', 'TVS Credit'],
  goldLoan: ['Muthoot Finance', 'Manappuram Finance'],
  businessLoan: ['IDFC FIRST Bank', 'Lendingkart'],
};

/** The report for a seed and profile, produced on `today` (YYYY-MM-DD). */
export function sandboxReport(seed: string, profile: SandboxProfile, today: string): CreditReport {
  const random = mulberry32(hash(seed));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const reportId = `EXP-SBX-${hash(`${seed}:${today}`).toString(36).toUpperCase()}`;
  if (profile === 'newToCredit') {
    return {
      bureau: 'experian',
      reportId,
      generatedOn: today,
      score: null,
      accounts: [],
      enquiries: [],
    };
  }
  const score =
    profile === 'good'
      ? between(750, 840)
      : profile === 'fair'
        ? between(660, 740)
        : between(520, 640);
  const types: CreditAccountType[] =
    profile === 'good'
      ? ['creditCard', 'creditCard', 'homeLoan', 'personalLoan']
      : profile === 'fair'
        ? ['creditCard', 'consumerLoan', 'twoWheelerLoan']
        : ['creditCard', 'creditCard', 'personalLoan', 'consumerLoan'];
  const accounts = types.map((type, index): CreditAccount => {
    const ageMonths = between(8, profile === 'good' ? 110 : 60);
    const closed = index === types.length - 1 && profile !== 'poor';
    const sanctioned = sanctionFor(type, between);
    const usedShare =
      profile === 'good'
        ? 0.1 + random() * 0.2
        : profile === 'fair'
          ? 0.35 + random() * 0.15
          : 0.7 + random() * 0.25;
    const balance = closed ? 0 : Math.round((sanctioned * usedShare) / 100) * 100;
    const history = Array.from({ length: Math.min(36, ageMonths) }, (_, monthsAgo) =>
      closed && monthsAgo < 6 ? null : lateDays(profile, index, monthsAgo, random),
    );
    return {
      type,
      lender: pick(LENDERS[type]),
      accountLast4: String(between(1000, 9999)),
      sanctionedPaise: sanctioned,
      balancePaise: balance,
      overduePaise: profile === 'poor' && index === 0 ? Math.round(balance * 0.05) : 0,
      openedOn: monthsBefore(today, ageMonths),
      closedOn: closed ? monthsBefore(today, 6) : null,
      daysPastDue: history,
    };
  });
  const enquiryCount =
    profile === 'good' ? between(0, 1) : profile === 'fair' ? between(2, 3) : between(4, 6);
  const enquiries = Array.from({ length: enquiryCount }, (): CreditEnquiry => {
    const purpose = pick(['creditCard', 'personalLoan', 'consumerLoan'] as const);
    return {
      lender: pick(LENDERS[purpose]),
      purpose,
      amountPaise: between(20, 300) * 1_000_00,
      on: monthsBefore(today, between(0, 11)),
    };
  });
  return { bureau: 'experian', reportId, generatedOn: today, score, accounts, enquiries };
}

function sanctionFor(
  type: CreditAccountType,
  between: (low: number, high: number) => number,
): number {
  const lakh = 1_00_000_00;
  if (type === 'homeLoan') return between(20, 60) * lakh;
  if (type === 'creditCard') return between(1, 4) * 50_000_00;
  if (type === 'consumerLoan' || type === 'twoWheelerLoan') return between(30, 120) * 1_000_00;
  return between(2, 8) * lakh;
}

/**
 * Days past due for a month of the `index`th account: none for a good history, one late month
 * on the first account for a fair one, recent and repeated delays for a poor one.
 */
function lateDays(
  profile: SandboxProfile,
  index: number,
  monthsAgo: number,
  random: () => number,
): number {
  if (profile === 'good') return 0;
  if (profile === 'fair') return index === 0 && monthsAgo === 4 ? 30 : 0;
  if (monthsAgo < 3) return [60, 30, 0][monthsAgo] ?? 0;
  return random() < 0.15 ? 30 : 0;
}

/** The calendar date `months` months before `date` (YYYY-MM-DD), the day clamped to the month. */
function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(Math.min(d, lastDay))}`;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A small seeded generator: the same seed gives the same report. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
