// What every card journey has in common: version 1 of `credit-cards/<slug>`, opening at step1
// and ending on the card offers; a journey gives its title, issuer and steps.
import type { JourneyDef } from '../../journeyModel/types.js';

export interface CardJourneyParts extends Pick<JourneyDef, 'title' | 'providerId' | 'steps'> {
  slug: string;
  /** The card product: 3, or 4 for the Amex-type product. */
  productId?: number;
}

export function cardJourney({
  slug,
  title,
  productId = 3,
  providerId,
  steps,
}: CardJourneyParts): JourneyDef {
  return {
    prefix: `credit-cards/${slug}`,
    version: 1,
    title,
    productId,
    providerId,
    instrumentId: null,
    first: 'step1',
    finalRoute: 'credit-card/offers',
    steps,
  };
}
