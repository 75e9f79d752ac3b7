import { OBJECT_TYPES } from '@tara/core';
import { instaOpdCover } from '@tara/core/insurance';
import { type CurrentInsurance, currentInsurance } from '../../api/insuranceApi';
import type { PurchaseStatus } from '../../api/paymentsApi';
import { useLoad } from '../../lib/useLoad';
import { INSURANCE_CONGRATES_PATH } from './statusView';

/** Insta OPD's journey, whose paid policy puts the status screen in outpatient mode. */
export const OPD_JOURNEY = `insurance/${instaOpdCover.slug}`;

/** Outpatient mode: where "Book appointment" goes. */
export interface OpdMode {
  bookPath: string;
}

/**
 * The payment-status screen's outpatient mode (INS-OPD-04/05, decision 053): the newest
 * insurance lead is Insta OPD's. Its button books a consultation — on the booking page once
 * the policy is issued, else on insurance/congrates, which shows the booking once it is.
 */
export function opdModeOf(current: CurrentInsurance | null): OpdMode | null {
  if (current?.journey !== OPD_JOURNEY) return null;
  const link = current.display_data?.body.opd_data?.appointment_link ?? null;
  return { bookPath: link ?? INSURANCE_CONGRATES_PATH };
}

/** The outpatient mode of a successful insurance payment (asked once; a failure leaves it off). */
export function useOpdMode(status: PurchaseStatus | null): OpdMode | null {
  const insurance = status?.object_type === OBJECT_TYPES.insurance;
  const load = useLoad(() => (insurance ? currentInsurance() : Promise.resolve(null)), [insurance]);
  return load.status === 'ready' ? opdModeOf(load.data) : null;
}
