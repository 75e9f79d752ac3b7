import { describe, expect, it } from 'vitest';
import { CARD_REQUEST_REJECTED, cardSessionOutcome, wasOnOffers } from './cardSession.js';

const response = (status: number, providerId = 62) => ({ providerId, status });

describe('cardSessionOutcome', () => {
  it('status 3 from the offers page: rejected, back to the offers with the provider', () => {
    expect(cardSessionOutcome(response(3), 'credit-card/offers')).toEqual({
      kind: 'rejected',
      message: 'Card request has been rejected or cancelled..',
      redirect: 'credit-card/offers?status=rejected&provider=62',
      storage: { set: 'chqCardResponseFailure', remove: 'chqCardResponse' },
    });
  });

  it.each([
    ['a card step', 'credit-cards/rbl/step11'],
    ['no last location', null],
    ['instant apply', 'credit-cards/rbl/shoprite/instant-apply/about-you'],
  ])('status 3 from %s: rejected, to the failure route', (_, location) => {
    const outcome = cardSessionOutcome(response(3, 3), location);
    expect(outcome).toMatchObject({ kind: 'rejected', redirect: 'bookings-done/rejected/3' });
    expect(outcome.kind === 'rejected' && outcome.message).toBe(CARD_REQUEST_REJECTED);
  });

  it.each([1, 2, 4, 0])('status %i: success, to bookings-done/<status>/<provider>', (status) => {
    expect(cardSessionOutcome(response(status, 40), 'credit-card/offers')).toEqual({
      kind: 'success',
      redirect: `bookings-done/${status}/40`,
      storage: { set: 'chqCardResponse', remove: 'chqCardResponseFailure' },
      setBookedUser: true,
    });
  });

  it('knows an offers location', () => {
    expect(wasOnOffers('/credit-card/offers')).toBe(true);
    expect(wasOnOffers('/profile/offers/12')).toBe(true);
    expect(wasOnOffers('credit-cards/sbi/step8')).toBe(false);
    expect(wasOnOffers(undefined)).toBe(false);
  });
});
