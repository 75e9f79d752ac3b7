import type { OfferView } from './loanTypes';
import { emiOfferText, lowestEmiOffer } from './offerText';

/**
 * Spec 02 §9's daily-EMI line (one currency sign, decision 078), followed by the offer it
 * describes (decision 087): the lowest EMI of the matched offers, as the API computes it.
 */
export function EmiBanner({ text, matched }: { text: string | null; matched: OfferView[] }) {
  const offer = lowestEmiOffer(matched);
  if (!text || !offer) return null;
  return (
    <p className="lo__emi">
      {text} {emiOfferText(offer.product)}
    </p>
  );
}
