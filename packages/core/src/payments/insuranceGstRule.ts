import { formatPercent } from '../format/formatPercent.js';

// The GST on insurance premiums, by what the policy is (decision 075). A dated rule in data:
// each period names its source and the day it took effect; a policy is taxed by the period
// in force on the day it is bought (Indian time).

/**
 * What a cover is for GST: an individual or family life or health policy (personal accident
 * included), a group policy, or a non-life (general) cover such as shop insurance.
 */
export type CoverTaxClass = 'individualLifeOrHealth' | 'group' | 'nonLife';

export interface InsuranceGstPeriod {
  /** The first day (YYYY-MM-DD, India) the period applies to. */
  from: string;
  /** The rate by class, in percent; 0 is exempt. */
  ratePercent: Readonly<Record<CoverTaxClass, number>>;
  /** The notification that sets it. */
  source: string;
}

/** The periods, oldest first. */
export const INSURANCE_GST_RULE: readonly InsuranceGstPeriod[] = [
  {
    from: '2017-07-01',
    ratePercent: { individualLifeOrHealth: 18, group: 18, nonLife: 18 },
    // Heading 9971 (financial and related services, insurance included): 9 % CGST + 9 % SGST.
    source: 'Notification No. 11/2017-Central Tax (Rate), dated 28-06-2017, effective 01-07-2017',
  },
  {
    from: '2025-09-22',
    // Individual and family life and health insurance (personal accident included) exempt;
    // group policies and non-life covers keep 18 %.
    ratePercent: { individualLifeOrHealth: 0, group: 18, nonLife: 18 },
    source: 'Notification No. 16/2025-Central Tax (Rate), dated 17-09-2025, effective 22-09-2025',
  },
];

const IST_OFFSET_MS = 330 * 60 * 1000;

/** The India date (YYYY-MM-DD) of an instant. */
const indiaDay = (at: Date): string =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The period in force on the day `boughtOn` (India), or the latest when no date is given (a
 * price quoted now).
 */
export function insuranceGstPeriod(boughtOn?: Date): InsuranceGstPeriod {
  const latest = INSURANCE_GST_RULE[INSURANCE_GST_RULE.length - 1] as InsuranceGstPeriod;
  if (!boughtOn) return latest;
  const day = indiaDay(boughtOn);
  return [...INSURANCE_GST_RULE].reverse().find((p) => p.from <= day) ?? latest;
}

/** The GST rate, in percent, of a premium of this class bought on that day (0: exempt). */
export const insuranceGstRatePercent = (taxClass: CoverTaxClass, boughtOn?: Date): number =>
  insuranceGstPeriod(boughtOn).ratePercent[taxClass];

/** How a premium's tax is shown beside it: 'GST exempt' or 'incl. 18 % GST'. */
export const premiumTaxNote = (ratePercent: number): string =>
  ratePercent === 0 ? 'GST exempt' : `incl. ${formatPercent(ratePercent)} GST`;
