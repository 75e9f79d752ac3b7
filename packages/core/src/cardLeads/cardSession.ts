// The card session outcome (01 §4 "Card session", §8; CC-COM-22..25): what a provider's
// response to a card application means for the browser's session and where the user goes.

/** The provider response record (01 §3). */
export interface ProviderResponse {
  providerId: number;
  leadId: string | number | null;
  /** Our status code of the response; 3 is rejected or cancelled. */
  status: number;
  referenceId: string | null;
  declineReason: string | null;
  /** The provider's own status, as it sent it (kept, not interpreted). */
  providerStatus: string | number | null;
  meta: unknown;
}

export const CARD_REJECTED_STATUS = 3;
export const CARD_REQUEST_REJECTED = 'Card request has been rejected or cancelled..';

/** Session storage keys of the outcome (01 §7). */
export const CARD_SESSION_KEYS = {
  success: 'chqCardResponse',
  failure: 'chqCardResponseFailure',
} as const;

/**
 * The failure routes (CC-COM-25, OPEN in the spec). From the offers page the user goes back to
 * it, told which provider refused, to pick another card; from anywhere else to the bookings-done
 * page (the route family `bookings-done(/:status)(/:provider)`) with the status 'rejected'.
 */
export function cardFailureRoutes(providerId: number) {
  return {
    offerFailure: `credit-card/offers?status=rejected&provider=${providerId}`,
    failure: `bookings-done/rejected/${providerId}`,
  };
}

export type CardSessionOutcome =
  | {
      kind: 'rejected';
      message: typeof CARD_REQUEST_REJECTED;
      redirect: string;
      /** Store the response under `set`, remove `remove`. */
      storage: { set: 'chqCardResponseFailure'; remove: 'chqCardResponse' };
    }
  | {
      kind: 'success';
      redirect: string;
      storage: { set: 'chqCardResponse'; remove: 'chqCardResponseFailure' };
      /** The booked user is set from the response. */
      setBookedUser: true;
    };

/** The last card location was an offers page (`ccLastLocation`, e.g. 'credit-card/offers'). */
export function wasOnOffers(lastCardLocation: string | null | undefined): boolean {
  return /offer/i.test(lastCardLocation ?? '');
}

/**
 * Status 3: rejected or cancelled, to the offer-failure route when the last card location was
 * an offers page, else to the failure route. Any other status: success, to
 * `bookings-done/<status>/<providerId>`.
 */
export function cardSessionOutcome(
  response: Pick<ProviderResponse, 'providerId' | 'status'>,
  lastCardLocation: string | null | undefined,
): CardSessionOutcome {
  if (response.status === CARD_REJECTED_STATUS) {
    const routes = cardFailureRoutes(response.providerId);
    return {
      kind: 'rejected',
      message: CARD_REQUEST_REJECTED,
      redirect: wasOnOffers(lastCardLocation) ? routes.offerFailure : routes.failure,
      storage: { set: CARD_SESSION_KEYS.failure, remove: CARD_SESSION_KEYS.success },
    };
  }
  return {
    kind: 'success',
    redirect: `bookings-done/${response.status}/${response.providerId}`,
    storage: { set: CARD_SESSION_KEYS.success, remove: CARD_SESSION_KEYS.failure },
    setBookedUser: true,
  };
}
