import { formatDate } from '../format/formatDate.js';
import { formatINR } from '../format/formatINR.js';
import { formatPercent } from '../format/formatPercent.js';
import { accountTypeName } from './accountTypeName.js';
import {
  type CreditAccount,
  type CreditReport,
  openAccounts,
  SECURED_ACCOUNT_TYPES,
} from './creditReport.js';
import { monthsBetween } from './monthsBetween.js';

// What moves a credit score, read from this user's own report (the credit-score page): each
// factor with the user's figure, how it rates and one concrete thing to do. The weights are
// the ones bureaus publish in words (payment history and utilisation weigh most); the score
// itself is the bureau's, never recomputed here.

export type ScoreFactorId = 'paymentHistory' | 'utilisation' | 'creditAge' | 'enquiries' | 'mix';
export type FactorRating = 'good' | 'fair' | 'poor';

export interface ScoreFactor {
  id: ScoreFactorId;
  title: string;
  impact: 'high' | 'medium' | 'low';
  /** Null when the report holds nothing to rate this factor on. */
  rating: FactorRating | null;
  /** This user's own figure. */
  figure: string;
  /** One concrete thing to do. */
  action: string;
}

/** Utilisation above this share of the card limit starts to weigh on a score. */
export const UTILISATION_TARGET = 0.3;
/** Enquiries count against a score for about this many months. */
export const ENQUIRY_WINDOW_MONTHS = 6;

/** The five factors, most weighty first. */
export function scoreFactors(report: CreditReport): ScoreFactor[] {
  return [
    paymentHistory(report),
    utilisation(report),
    creditAge(report),
    enquiries(report),
    mix(report),
  ];
}

function accountName(account: CreditAccount): string {
  return `${account.lender} ${accountTypeName(account.type)}`;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function paymentHistory(report: CreditReport): ScoreFactor {
  const base = { id: 'paymentHistory', title: 'Payment history', impact: 'high' } as const;
  let reported = 0;
  let late = 0;
  let worst = 0;
  /** The most recent late month: its account and how many months ago. */
  let latest: { account: CreditAccount; monthsAgo: number; days: number } | null = null;
  for (const account of report.accounts) {
    account.daysPastDue.forEach((days, monthsAgo) => {
      if (days === null) return;
      reported += 1;
      if (days <= 0) return;
      late += 1;
      worst = Math.max(worst, days);
      if (!latest || monthsAgo < latest.monthsAgo) latest = { account, monthsAgo, days };
    });
  }
  if (reported === 0) {
    return {
      ...base,
      rating: null,
      figure: 'No payments reported yet',
      action:
        'Your first EMI or card bill paid on time starts this history; set up auto-pay so none is missed.',
    };
  }
  const figure = `${reported - late} of ${plural(reported, 'monthly payment')} on time`;
  const overdue = report.accounts.find((a) => a.closedOn === null && a.overduePaise > 0);
  if (overdue) {
    return {
      ...base,
      rating: 'poor',
      figure: `${figure}; ${formatINR(overdue.overduePaise / 100)} overdue now`,
      action: `Clear the ${formatINR(overdue.overduePaise / 100)} overdue on your ${accountName(overdue)} first: an unpaid amount weighs most.`,
    };
  }
  const last = latest as { account: CreditAccount; monthsAgo: number; days: number } | null;
  if (!last) {
    return {
      ...base,
      rating: 'good',
      figure,
      action: 'Keep paying every EMI and card bill by its due date; each on-time month adds to it.',
    };
  }
  const when = last.monthsAgo === 0 ? 'this month' : `${plural(last.monthsAgo, 'month')} ago`;
  return {
    ...base,
    rating: late <= 2 && worst < 60 ? 'fair' : 'poor',
    figure,
    action: `Your ${accountName(last.account)} was ${last.days} days late ${when}. Set up auto-pay for at least the minimum due so no payment is late again.`,
  };
}

function utilisation(report: CreditReport): ScoreFactor {
  const base = { id: 'utilisation', title: 'Credit card utilisation', impact: 'high' } as const;
  const cards = openAccounts(report).filter((a) => a.type === 'creditCard');
  const limit = cards.reduce((sum, a) => sum + a.sanctionedPaise, 0);
  const balance = cards.reduce((sum, a) => sum + a.balancePaise, 0);
  if (cards.length === 0 || limit <= 0) {
    return {
      ...base,
      rating: null,
      figure: 'No open credit card',
      action:
        'A credit card used a little each month and paid in full builds this factor; it is not needed for a good score.',
    };
  }
  const share = balance / limit;
  const target = Math.floor((limit * UTILISATION_TARGET) / 100);
  const figure = `${formatPercent(Math.round(share * 100))} of your ${formatINR(limit / 100)} card limit in use (${formatINR(balance / 100)})`;
  if (share <= UTILISATION_TARGET) {
    return {
      ...base,
      rating: 'good',
      figure,
      action: `Keep your card balances under ${formatINR(target)} (${formatPercent(UTILISATION_TARGET * 100)} of your limit) when the statement is made.`,
    };
  }
  const payDown = Math.ceil(balance / 100 - target);
  return {
    ...base,
    rating: share <= 0.5 ? 'fair' : 'poor',
    figure,
    action: `Pay down ${formatINR(payDown)} before your statement dates to bring the balance under ${formatINR(target)} (${formatPercent(UTILISATION_TARGET * 100)} of your limit).`,
  };
}

function creditAge(report: CreditReport): ScoreFactor {
  const base = { id: 'creditAge', title: 'Age of credit', impact: 'medium' } as const;
  const oldest = [...report.accounts].sort((a, b) => a.openedOn.localeCompare(b.openedOn))[0];
  if (!oldest) {
    return {
      ...base,
      rating: null,
      figure: 'No accounts yet',
      action: 'The age of your credit starts with your first card or loan and grows on its own.',
    };
  }
  const months = monthsBetween(oldest.openedOn, report.generatedOn);
  const years = Math.floor(months / 12);
  const age =
    years > 0
      ? `${plural(years, 'year')}${months % 12 ? ` ${plural(months % 12, 'month')}` : ''}`
      : plural(months, 'month');
  const figure = `Oldest account ${age}: your ${accountName(oldest)}, opened ${formatDate(oldest.openedOn)}`;
  const rating = months >= 60 ? 'good' : months >= 24 ? 'fair' : 'poor';
  const oldestOpen = openAccounts(report).sort((a, b) => a.openedOn.localeCompare(b.openedOn))[0];
  const action = oldestOpen
    ? `Keep your ${accountName(oldestOpen)} open and in use now and then: it is your oldest open account, and closing it would shorten your history.`
    : 'All your accounts are closed: a card kept open and lightly used lets your history grow again.';
  return { ...base, rating, figure, action };
}

function enquiries(report: CreditReport): ScoreFactor {
  const base = { id: 'enquiries', title: 'Recent applications', impact: 'medium' } as const;
  const recent = report.enquiries.filter(
    (e) => monthsBetween(e.on, report.generatedOn) < ENQUIRY_WINDOW_MONTHS,
  ).length;
  const figure = `${plural(recent, 'lender enquiry', 'lender enquiries')} in the last ${ENQUIRY_WINDOW_MONTHS} months`;
  if (recent <= 1) {
    return {
      ...base,
      rating: 'good',
      figure,
      action:
        'Apply only where you are likely to be approved. Checking your own report here is not an enquiry.',
    };
  }
  return {
    ...base,
    rating: recent <= 3 ? 'fair' : 'poor',
    figure,
    action: `Hold off new applications for a few months: each of the ${recent} applications counts. Compare your chances here first; that adds no enquiry.`,
  };
}

function mix(report: CreditReport): ScoreFactor {
  const base = { id: 'mix', title: 'Credit mix', impact: 'low' } as const;
  const open = openAccounts(report);
  const secured = open.filter((a) => SECURED_ACCOUNT_TYPES.has(a.type)).length;
  const unsecured = open.length - secured;
  if (open.length === 0) {
    return {
      ...base,
      rating: null,
      figure: 'No open accounts',
      action: 'Nothing to do here: take credit only when you need it, never for the score.',
    };
  }
  const figure = `${plural(secured, 'secured loan')} and ${plural(unsecured, 'unsecured account')} open`;
  if (secured > 0 && unsecured > 0) {
    return {
      ...base,
      rating: 'good',
      figure,
      action: 'Your mix is healthy: there is no need to add credit for the score.',
    };
  }
  return {
    ...base,
    rating: 'fair',
    figure,
    action:
      'A mix of secured (home, vehicle, gold) and unsecured credit helps a little; take a loan only when you need it, never for the score.',
  };
}
