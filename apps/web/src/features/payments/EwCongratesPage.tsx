import { formatDate } from '@tara/core/format';
import { withGstText } from '@tara/core/payments';
import { ewMine, type Warranty } from '../../api/ewApi';
import { receiptUrl } from '../../api/paymentsApi';
import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { PageLoading } from '../../app/PageLoading';
import { useLoad } from '../../lib/useLoad';
import { WarrantyClaim } from './WarrantyClaim';
import './payments.css';

/**
 * ew/congrates: the extended warranty's final page (EW-01), the one journey page shown with
 * the header (EW-02): the active warranty's facts from the server (plan, product, cover
 * period, certificate number, amount paid), its certificate and payment receipt to download,
 * and the provider with how to claim (decision 086).
 */
export function EwCongratesPage() {
  useDocumentTitle('Your extended warranty');
  const load = useLoad(() => ewMine(), []);
  const error = load.status === 'error';
  const warranty: Warranty | null | undefined =
    load.status === 'ready' ? (load.data.find((w) => w.state === 'active') ?? null) : undefined;

  if (warranty === undefined && !error) return <PageLoading />;
  return (
    <main className="membership-plans">
      <h1>Congratulations! Your product is protected</h1>
      {error && (
        <p className="notice notice--error" role="alert">
          We could not load your warranty. Please try again.
        </p>
      )}
      {warranty === null && (
        <p>
          Your warranty starts once the payment is confirmed.{' '}
          <AppLink to="/ew">Back to your application</AppLink>
        </p>
      )}
      {warranty && (
        <dl className="payment-status__summary">
          <dt>Certificate number</dt>
          <dd>{warranty.certificate_no}</dd>

          <dt>Plan</dt>
          <dd>{warranty.plan_title}</dd>
          <dt>Product</dt>
          <dd>
            {warranty.brand} {warranty.model} ({warranty.category})
          </dd>
          <dt>Serial number or IMEI</dt>
          <dd>{warranty.serial_masked}</dd>
          <dt>Cover period</dt>
          <dd>
            {warranty.cover_from && formatDate(warranty.cover_from)} to{' '}
            {warranty.cover_to && formatDate(warranty.cover_to)}
          </dd>
          <dt>Amount paid</dt>
          <dd>
            {withGstText(warranty.premium_paise, warranty.gst.gst_paise, warranty.gst.rate_percent)}
          </dd>
          {warranty.payment_id && (
            <>
              <dt>Payment id</dt>
              <dd>{warranty.payment_id}</dd>
              <dd>
                <a href={receiptUrl(warranty.payment_id)} download>
                  Download receipt
                </a>
              </dd>
            </>
          )}
        </dl>
      )}
      {warranty?.certificate_url && (
        <p>
          <a className="button" href={warranty.certificate_url} download>
            Download certificate (PDF)
          </a>
        </p>
      )}
      {warranty && <WarrantyClaim warranty={warranty} />}
    </main>
  );
}
