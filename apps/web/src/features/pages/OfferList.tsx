import type { OfferTerms } from './creditLineResult';

/** The credit line offers, side by side and neutral: no offer is marked or preselected. */
export function OfferList({ offers }: { offers: OfferTerms[] }) {
  if (offers.length === 0) return null;
  return (
    <ul className="card-list" aria-label="Credit line offers">
      {offers.map((offer) => (
        <li key={offer.call}>
          <section className="card-list__item">
            <dl className="gp__facts">
              <dt>Credit limit</dt>
              <dd>{offer.limit}</dd>
              <dt>Tenure</dt>
              <dd>{offer.tenure ?? 'As you choose'}</dd>
              <dt>Interest rate</dt>
              <dd>{offer.rate}</dd>
              <dt>Fees</dt>
              <dd>{offer.fees}</dd>
            </dl>
          </section>
        </li>
      ))}
    </ul>
  );
}
