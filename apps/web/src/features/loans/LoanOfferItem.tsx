import { formatINR } from '@tara/core/format';
import { formatPaise } from '@tara/core/payments';
import type { ReactNode } from 'react';
import { AppLink } from '../../app/AppLink';
import type { OfferView } from './loanTypes';
import { monthsText, percentText } from './offerText';

interface Props {
  item: OfferView;
  /** Which booking the offer opens (decision 057): a personal or a home loan's. */
  loan?: 'personal-loan' | 'home-loan';
  children?: ReactNode;
}

/** One matched offer: every offer drawn alike, nothing marked or preselected. */
export function LoanOfferItem({ item, loan = 'personal-loan', children }: Props) {
  const { product, offer } = item;
  const id = `lo-offer-${product.id}`;
  // The booking pages take the KFS link's terms (decision 057): the same for every offer.
  const terms = offer.kfsPath.split('?')[1] ?? '';
  const book = `/apply/book-appointment?product=${loan}&instrumentId=${product.id}&${terms}`;
  return (
    <li className="lo-offer">
      <section aria-labelledby={id}>
        <h3 id={id} className="lo-offer__name">
          {product.lenderName} <span className="lo-offer__product">{product.name}</span>
        </h3>
        <dl className="lo-facts">
          <dt>Amount</dt>
          <dd>{formatINR(offer.amount, 0)}</dd>
          <dt>Tenure</dt>
          <dd>{monthsText(offer.tenureMonths)}</dd>
          <dt>APR</dt>
          <dd>{percentText(offer.aprBp)}</dd>
          <dt>Interest rate</dt>
          <dd>{percentText(offer.rateBp)} a year</dd>
          <dt>Monthly instalment</dt>
          <dd>{formatPaise(offer.emiPaise)}</dd>
          <dt>Processing fee</dt>
          <dd>{formatINR(offer.processingFee, 0)} with GST</dd>
          <dt>Penal charges</dt>
          <dd>{offer.penalCharges}</dd>
        </dl>
        <AppLink to={offer.kfsPath}>
          Key Fact Statement<span className="visually-hidden"> of {product.lenderName}</span>
        </AppLink>{' '}
        <AppLink to={book}>
          Book an appointment<span className="visually-hidden"> with {product.lenderName}</span>
        </AppLink>
        {children}
      </section>
    </li>
  );
}
