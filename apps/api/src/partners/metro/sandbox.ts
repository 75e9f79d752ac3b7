import { METRO_ELIGIBILITY_CALL, METRO_ELIGIBILITY_FALLBACK } from '@tara/core';
import { PartnerUnavailable } from '../partnerCall.js';
import type { MetroEligibilityClient } from './types.js';

// The METRO eligibility sandbox (decision 043): deterministic by the customer number (the six
// digits after the 2-digit store code), so tests and the browser drive every branch.
//
//   customer number   answer
//   999901            not eligible, errors ['This METRO card is not eligible for business credit',
//                     'Please visit your METRO store'] (shown joined on the card number)
//   999902            not eligible, no errors (the card number shows 'Error has occured')
//   999950            a 5xx: nothing decided, 'Error has occured' on the card number, retry
//   anything else     eligible; the holder level is the card's holder number (its last two)

export const METRO_SANDBOX_CARDS = {
  notEligible: '12-999901',
  notEligibleSilent: '12-999902',
  unavailable: '12-999950',
} as const;

export const METRO_SANDBOX_ERRORS = [
  'This METRO card is not eligible for business credit',
  'Please visit your METRO store',
];

export function sandboxMetroEligibility(): MetroEligibilityClient {
  return {
    mode: 'sandbox',
    async cbEligibility(req) {
      const customer = req.metroCardNo.slice(2, 8);
      if (customer === '999950') {
        throw new PartnerUnavailable(
          METRO_ELIGIBILITY_CALL,
          'server-error',
          METRO_ELIGIBILITY_FALLBACK,
        );
      }
      if (customer === '999901') return { eligible: false, errors: [...METRO_SANDBOX_ERRORS] };
      if (customer === '999902') return { eligible: false, errors: [] };
      return { eligible: true, holderLevel: req.metroCardNo.slice(8) };
    },
  };
}
