import { formatINR } from '../../format/formatINR.js';
import { formatYearlyRate } from '../../format/formatPercent.js';
import { formatPaise } from '../../payments/paise.js';
import type { PartnerOfferCosts } from './offerCosts.js';

// The words of a partner offer's costs (decision 080): short texts for the offer step (whole
// rupees, a summary) and the rows of its Key Fact Statement (to the paisa, as the personal
// loan's KFS), both from `offerCosts`, so the step, the KFS page and its PDF print one APR.

/** What a figure the offer does not give is: the lender's own KFS states it. */
export const AS_PER_LENDER_KFS = 'As per the lender’s KFS (this offer does not state it)';

/** Penal charges of a partner offer: the figure is the lender's; RBI's rule for them is ours. */
export const PARTNER_PENAL_CHARGES =
  'As per the lender’s KFS. Penal charges are charges, not penal interest: they are never ' +
  'added to the rate of interest and no interest is charged on them (RBI, August 2023).';

export interface OfferCostTexts {
  /** The step's cost block, as facts of the offer call (text, shown as is). */
  facts: {
    processingFeeText: string;
    instalmentText: string;
    aprText: string;
    totalPayableText: string;
    penalChargesText: string;
    coolingOffText: string;
  };
  /** The KFS's rows, label and value, in RBI's Annex A order (without the grievance lines). */
  kfsRows: [string, string][];
  /** The credit line's illustration, in words; null for a loan. */
  illustration: string | null;
}

const rupees = (paise: number): string => formatINR(Math.round(paise / 100), 0);
const months = (n: number): string => `${n} ${n === 1 ? 'month' : 'months'}`;

/** The texts of an offer's costs: the step's block and the KFS rows. */
export function offerCostTexts(costs: PartnerOfferCosts): OfferCostTexts {
  const { terms, kfs, feesKnown } = costs;
  const line = terms.kind === 'creditLine';
  const n = kfs.tenureMonths;
  const drawn = line ? ', if the whole limit is drawn on the first day (illustration)' : '';
  const plusFees = feesKnown ? '' : ', plus the lender’s fees as per its KFS';
  const aprNote = feesKnown ? '' : ' before fees: the lender’s fees, as per its KFS, add to it';
  const cooling =
    `At least ${kfs.coolingOffDays} days from disbursal (RBI’s minimum; the lender’s KFS ` +
    'states its own): you may exit by repaying the principal and the proportionate APR, ' +
    'with no penalty.';
  const fee = (format: (p: number) => string) =>
    terms.processingFeePaise === null
      ? AS_PER_LENDER_KFS
      : `${format(terms.processingFeePaise)}, GST included`;
  const illustration = line
    ? `Illustration (RBI’s KFS for a credit line): the whole limit of ${formatPaise(kfs.principal)} ` +
      `drawn on the first day and repaid in ${n} equal monthly instalments at ` +
      `${formatYearlyRate(kfs.annualRateBp)} on the reducing balance, with no other drawdown and ` +
      'every instalment paid on time. What you pay depends on what you draw and for how long.'
    : null;
  const kfsRows: [string, string][] = [
    [line ? 'Credit limit' : 'Loan amount', formatPaise(kfs.principal)],
    [line ? 'Tenure' : 'Loan term', months(n)],
    [
      'Interest rate',
      `${formatYearlyRate(kfs.annualRateBp)}, on the reducing balance${line ? ' of what is drawn' : ''}`,
    ],
    ['Processing fee (with GST)', fee(formatPaise)],
    [
      'Other charges',
      terms.otherChargesPaise === null ? AS_PER_LENDER_KFS : formatPaise(kfs.otherCharges),
    ],
    ...(illustration ? [['Illustrative drawdown', illustration] as [string, string]] : []),
    ['Instalments', `${n} monthly instalments of ${formatPaise(kfs.emi)}${drawn}`],
    [
      'Net disbursed amount',
      feesKnown
        ? formatPaise(kfs.netDisbursed)
        : `${formatPaise(kfs.principal)} less the lender’s fees, as per its KFS`,
    ],
    ['Total interest', formatPaise(kfs.totalInterest)],
    ['Total amount payable', `${formatPaise(kfs.totalPayable)}${plusFees}`],
    ['Annual Percentage Rate (APR)', `${formatYearlyRate(kfs.aprBp)}${aprNote}`],
    ['Penal charges', PARTNER_PENAL_CHARGES],
    ['Cooling-off (look-up) period', cooling],
  ];
  return {
    facts: {
      processingFeeText: fee(rupees),
      instalmentText: `${rupees(kfs.emi)} a month for ${months(n)}${drawn}`,
      aprText: `${formatYearlyRate(kfs.aprBp)}${aprNote}`,
      totalPayableText: `${rupees(kfs.totalPayable)}${feesKnown ? '' : ' (amount and interest)'}${plusFees}${line ? ' (illustration)' : ''}`,
      penalChargesText: PARTNER_PENAL_CHARGES,
      coolingOffText: cooling,
    },
    kfsRows,
    illustration,
  };
}
