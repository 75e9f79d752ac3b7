import { formatBasisPoints, formatINR } from '@tara/core/format';
import type { ReactNode } from 'react';
import { AppLink } from '../../app/AppLink';
import type { OfferView } from './loanTypes';
import { monthsText, rupeesText } from './offerText';

interface Props {
  item: OfferView;
  /** Which booking the offer opens (decision 057): a personal or a home loan's. */
  loan?: 'personal-loan' | 'home-loan';
  /** Whether the details are open (the page keeps it across a KFS and Back; decision 087). */
  open?: boolean;
  onToggle?: (open: boolean) => void;
  children?: ReactNode;
}

/**
 * One matched offer: every offer drawn alike, nothing marked or preselected. Compact (decision
 * 087): the summary has what RBI asks to see before accepting at a glance — EMI, rate, APR,
 * amount, tenure, the processing fee with GST — in whole rupees, and the Key Fact Statement;
 * the rest (penal charges, why you match) opens under "Details".
 */
export function LoanOfferItem({
  item,
  loan = 'personal-loan',
  open = false,
  onToggle,
  children,
}: Props) {
  const { product, offer, reasons } = item;
  const id = `lo-offer-${product.id}`;
  // The booking pages take the KFS link's terms (decision 057): the same for every offer.
  const terms = offer.kfsPath.split('?')[1] ?? '';
  const book = `/apply/book-appointment?product=${loan}&instrumentId=${product.id}&${terms}`;
  const of = ` ${product.lenderName} ${product.name}`;
  return (
    <li className="lo-offer">
      <section aria-labelledby={id}>
        <h3 id={id} className="lo-offer__name">
          {product.lenderName} <span className="lo-offer__product">{product.name}</span>
        </h3>
        <dl className="lo-offer__key">
          <div>
            <dt>EMI a month</dt>
            <dd>{rupeesText(offer.emiPaise)}</dd>
          </div>
          <div>
            <dt>Rate a year</dt>
            <dd>{formatBasisPoints(offer.rateBp)}</dd>
          </div>
          <div>
            <dt>APR</dt>
            <dd>{formatBasisPoints(offer.aprBp)}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd>{formatINR(offer.amount, 0)}</dd>
          </div>
          <div>
            <dt>Tenure</dt>
            <dd>{monthsText(offer.tenureMonths)}</dd>
          </div>
          <div>
            <dt>Fee with GST</dt>
            <dd>{formatINR(offer.processingFee, 0)}</dd>
          </div>
        </dl>
        <details
          className="lo-offer__more"
          open={open}
          onToggle={(e) => onToggle?.(e.currentTarget.open)}
        >
          <summary>
            Details<span className="visually-hidden"> of{of}</span>
          </summary>
          <dl className="lo-facts">
            <dt>Processing fee</dt>
            <dd>{formatINR(offer.processingFee, 0)} with GST</dd>
            <dt>Lends up to</dt>
            <dd>{formatINR(offer.maxAmount, 0)}</dd>
            <dt>Penal charges</dt>
            <dd>{offer.penalCharges}</dd>
          </dl>
          <p className="lo-offer__note">
            The total payable, the cooling-off period and the repayment schedule are in the Key Fact
            Statement.
          </p>
          {reasons.length > 0 && (
            <>
              <h4 className="lo-offer__why">Why you match</h4>
              <ul>
                {reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </>
          )}
          {children}
        </details>
        <div className="lo-offer__actions">
          <AppLink to={offer.kfsPath} className="button button--secondary">
            Key Fact Statement<span className="visually-hidden"> of{of}</span>
          </AppLink>
          <AppLink to={book} className="button">
            Book<span className="visually-hidden"> an appointment with {product.lenderName}</span>
          </AppLink>
        </div>
      </section>
    </li>
  );
}
