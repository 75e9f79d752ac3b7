import { refundNextStep, refundStatusText } from '@tara/core/payments';
import type { RefundView } from '../../api/paymentsApi';
import { useCompany } from '../../api/useCompany';

/**
 * Money given back for a purchase that could not be delivered (decision 081): for each refund
 * its amount, the payment it gives back, its reference at the gateway, its status and when to
 * expect it; then what to do if it does not arrive. Nothing without a refund.
 */
export function RefundDetails({
  refunds,
  heading: Heading = 'h2',
}: {
  refunds: readonly RefundView[];
  heading?: 'h2' | 'h3';
}) {
  const { supportEmail } = useCompany();
  if (refunds.length === 0) return null;
  return (
    <section className="payment-status__view" aria-labelledby="refund-heading">
      <Heading id="refund-heading">Your refund</Heading>
      {refunds.map((refund) => (
        <div key={refund.refund_id} className="payment-status__view">
          <dl className="payment-status__summary">
            <dt>Refund amount</dt>
            <dd>{refund.amount}</dd>
            <dt>Payment reference</dt>
            <dd>{refund.payment_id}</dd>
            <dt>Refund reference</dt>
            <dd>{refund.reference ?? 'Given once the payment gateway starts the refund'}</dd>
            <dt>Status</dt>
            <dd>{refundStatusText(refund.status).label}</dd>
          </dl>
          <p>{refund.timeline}</p>
        </div>
      ))}
      <p>{refundNextStep(supportEmail)}</p>
    </section>
  );
}
