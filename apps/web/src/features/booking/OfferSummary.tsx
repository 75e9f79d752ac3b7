import { formatINR, formatYearlyRate } from '@tara/core/format';
import { FactList } from '../../lib/FactList';
import type { OfferTerms } from './bookingApi';

/** The loan being booked: lender, amount, rate, fee, tenure (the server's figures). */
export function OfferSummary({ offer }: { offer: OfferTerms }) {
  return (
    <section className="bk__offer" aria-label="The loan you are booking">
      <p className="bk__lender">
        {offer.lenderName} <span>{offer.productName}</span>
      </p>
      <FactList
        className="bk__facts"
        grouped={false}
        facts={[
          { label: 'Amount', value: formatINR(offer.loanAmount, 0) },
          { label: 'Interest rate', value: formatYearlyRate(offer.rateBp) },
          { label: 'Processing fee', value: `${formatINR(offer.processingFee, 0)} with GST` },
          { label: 'Tenure', value: `${offer.tenure} months` },
        ]}
      />
    </section>
  );
}
