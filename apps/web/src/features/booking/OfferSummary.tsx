import { formatINR } from '@tara/core/format';
import type { OfferTerms } from './bookingApi';

/** The loan being booked: lender, amount, rate, fee, tenure (the server's figures). */
export function OfferSummary({ offer }: { offer: OfferTerms }) {
  return (
    <section className="bk__offer" aria-label="The loan you are booking">
      <p className="bk__lender">
        {offer.lenderName} <span>{offer.productName}</span>
      </p>
      <dl className="bk__facts">
        <dt>Amount</dt>
        <dd>{formatINR(offer.loanAmount, 0)}</dd>
        <dt>Interest rate</dt>
        <dd>{(offer.rateBp / 100).toFixed(2)}% a year</dd>
        <dt>Processing fee</dt>
        <dd>{formatINR(offer.processingFee, 0)} with GST</dd>
        <dt>Tenure</dt>
        <dd>{offer.tenure} months</dd>
      </dl>
    </section>
  );
}
