import {
  groupHealthCover,
  hospitalNetworkType,
  orderPlansNeutrally,
  plansOf,
} from '@tara/core/insurance';
import { formatPaise } from '@tara/core/payments';
import type { HospitalListQuery } from '../../api/insuranceApi';

// The cashless hospitals page's query (decision 052): a group health plan's network (plan 264
// HDFC ERGO's, the others Kotak's, spec 03 §7) near a 6-digit pincode.

export const PINCODE_MESSAGE = 'Please enter a valid 6 digit pincode';

/** The group health plans to pick a network by, in the neutral order. */
export const hospitalPlanOptions = (): { value: string; label: string }[] =>
  orderPlansNeutrally(plansOf('groupHealth')).map((plan) => ({
    value: String(plan.planId),
    label: `${formatPaise(plan.sumInsuredPaise)} cover, ${plan.insurerName}`,
  }));

/** The call's body, or the pincode's message when it is not 6 digits. */
export function hospitalQuery(pincode: string, planId: string): HospitalListQuery | string {
  const pin = pincode.trim();
  if (!/^[1-9]\d{5}$/.test(pin)) return PINCODE_MESSAGE;
  return {
    pincode: pin,
    hospital_network_type: hospitalNetworkType(Number(planId)),
    plan_instrument_id: groupHealthCover.instrumentId,
  };
}
