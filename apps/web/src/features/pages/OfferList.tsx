import { FactList } from '../../lib/FactList';
import type { OfferTerms } from './creditLineResult';

/** The credit line offers, side by side and neutral: no offer is marked or preselected. */
export function OfferList({ offers }: { offers: OfferTerms[] }) {
  if (offers.length === 0) return null;
  return (
    <ul className="card-list" aria-label="Credit line offers">
      {offers.map((offer) => (
        <li key={offer.call}>
          <section className="card-list__item">
            <FactList
              className="gp__facts"
              grouped={false}
              facts={[
                { label: 'Credit limit', value: offer.limit },
                { label: 'Tenure', value: offer.tenure ?? 'As you choose' },
                { label: 'Interest rate', value: offer.rate },
                { label: 'Fees', value: offer.fees },
              ]}
            />
          </section>
        </li>
      ))}
    </ul>
  );
}
