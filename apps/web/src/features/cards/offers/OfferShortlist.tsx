import { formatINR } from '@tara/core/format';
import type { OwnerOffer } from '../../../api/cardsApi';
import { issuerOf } from '../CardTile';

/** The best few offers for this applicant, each with why it fits (decision 030). */
export function OfferShortlist({ offers }: { offers: OwnerOffer[] }) {
  if (offers.length === 0) return null;
  return (
    <section className="offers__shortlist" aria-labelledby="offers-shortlist">
      <h2 id="offers-shortlist" className="offers__section">
        Best for you
      </h2>
      <ol className="offers__shortlist-list">
        {offers.map((card) => (
          <li key={card.id} className="offers__pick">
            <p className="offers__pick-name">
              <a href={`#offer-${card.id}`}>{card.name}</a>
              <span className="offers__pick-meta">
                {' '}
                · {issuerOf(card)} · joining fee {formatINR(card.discounted_fee)}
              </span>
            </p>
            {card.why.items.length > 0 && (
              <ul className="offers__pick-why" aria-label={`${card.why.heading}: ${card.name}`}>
                {card.why.items.slice(0, 3).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
