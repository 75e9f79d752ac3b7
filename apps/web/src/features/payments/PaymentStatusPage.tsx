import { formatDate } from '@tara/core/format';
import {
  homeMessage,
  joinedErrors,
  PAYMENT_STATUS_TEXT,
  paymentStatusCheck,
  retryPaymentLabel,
  rupeesToPaise,
  supportFooter,
  withGstText,
  withSupportSuffix,
} from '@tara/core/payments';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { ewPayOffline } from '../../api/ewApi';
import { paymentStatus, receiptUrl } from '../../api/paymentsApi';
import { useCompany } from '../../api/useCompany';
import { appFlags } from '../../app/appFlags';
import { useDocumentTitle } from '../../app/documentTitle';
import { hasNativeBridge, postToNative } from '../../app/nativeBridge';
import { PageLoading } from '../../app/PageLoading';
import { useNavigate, useSearch } from '../../app/router';
import { useSession } from '../../app/session';
import { ewOfflineInfo } from './ewOffline';
import { useOpdMode } from './opdStatus';
import { payFor } from './payFor';
import { readPaymentSession } from './paymentSession';
import { RefundDetails } from './RefundDetails';
import { type StatusView, statusViewOf, successAction } from './statusView';
import { useCheckout } from './useCheckout';
import './payments.css';

const POLL_MS = 1500;

/**
 * /payment and /payment/:status (spec 03 §2, §4: PS-01..PS-13): reads `payment` and `p`,
 * shows 'Processing your application...' while it asks the server, then the success, error or
 * payment-failed view. The retry opens a new order for the same purchase.
 */
export function PaymentStatusPage() {
  useDocumentTitle('Payment status');
  const search = useSearch();
  const navigate = useNavigate();
  const { user } = useSession();
  const { supportEmail } = useCompany();
  const userId = user?.id ?? null;
  const checkout = useCheckout();
  const [view, setView] = useState<StatusView>({ kind: 'loading' });
  const [retryError, setRetryError] = useState('');
  const [retrying, setRetrying] = useState(false);
  const session = readPaymentSession();
  const webView = appFlags().am || hasNativeBridge();
  // Insta OPD's paid policy: "Book appointment" and the native flag (INS-OPD-04/05).
  const opd = useOpdMode(view.kind === 'success' ? view.status : null);

  useEffect(() => {
    const query = new URLSearchParams(search);
    const check = paymentStatusCheck({
      payment: query.get('payment'),
      p: query.get('p'),
      preferredPg: readPaymentSession().issuance?.preferred_pg ?? null,
    });
    if (check.kind === 'failed') {
      setView({ kind: 'failed', retry: check.retry });
      return;
    }
    if (check.paymentId === null) {
      setView({ kind: 'success', status: null });
      return;
    }
    const paymentId = check.paymentId;
    setView({ kind: 'loading' });
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (poll: number) => {
      paymentStatus(paymentId)
        .then((status) => {
          if (!live) return;
          const next = statusViewOf(status, poll);
          if (!next) {
            timer = setTimeout(() => ask(poll + 1), POLL_MS);
          } else if (next.kind === 'success') {
            // An extended warranty's offline pay (PS-15, EW-06): a 400 is information only.
            void ewOfflineInfo(status, userId, ewPayOffline).then(
              (info) => live && setView({ ...next, info }),
            );
          } else {
            setView(next);
          }
        })
        .catch((error: unknown) => {
          if (!live) return;
          if (error instanceof ApiError && error.status === 404) {
            setView({ kind: 'failed', retry: true });
          } else {
            setView({ kind: 'error', errors: error instanceof ApiError ? error.errors : [] });
          }
        });
    };
    ask(0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search, userId]);

  const goHome = () => {
    if (webView && postToNative(homeMessage(appFlags().appVersion, opd !== null))) return;
    navigate('/');
  };

  const retry = async () => {
    const { issuance, voucher } = session;
    if (!issuance || !voucher || !user) return;
    setRetryError('');
    setRetrying(true);
    try {
      const purchase = {
        objectType: issuance.object_type,
        objectId: issuance.object_id,
        title: voucher.title,
        invoiceAmount: voucher.invoice_amount,
        discountedPrice: voucher.discounted_price,
      };
      await payFor(user.id, purchase, checkout.open, navigate);
    } catch (error) {
      setRetryError(error instanceof Error ? error.message : PAYMENT_STATUS_TEXT.somethingWrong);
    } finally {
      setRetrying(false);
    }
  };

  const invoicePaise = rupeesToPaise(session.voucher?.invoice_amount ?? '') ?? 0;
  const canRetry = view.kind === 'failed' && view.retry && !!session.issuance && !!session.voucher;

  return (
    <main className="payment-status">
      {view.kind === 'loading' && <PageLoading label={PAYMENT_STATUS_TEXT.loading} />}
      {view.kind === 'success' && (
        <section className="payment-status__view" aria-labelledby="payment-status-heading">
          <h1 id="payment-status-heading">Payment successful</h1>
          {view.status && <PaidSummary status={view.status} />}
          {view.info && view.info.length > 0 && (
            <p className="notice" role="status">
              {joinedErrors(view.info)}
            </p>
          )}
          <div className="payment-status__actions">
            <button
              className="button"
              type="button"
              onClick={() => navigate(successAction(view.status).path)}
            >
              {successAction(view.status).label}
            </button>
            {opd && (
              <button
                className="button button--secondary"
                type="button"
                onClick={() => navigate(opd.bookPath)}
              >
                Book appointment
              </button>
            )}
            <button className="button button--secondary" type="button" onClick={goHome}>
              Go back to home
            </button>
          </div>
        </section>
      )}
      {view.kind === 'error' && (
        <section className="payment-status__view" aria-labelledby="payment-status-heading">
          <h1 id="payment-status-heading">We could not finish your purchase</h1>
          <p role="alert">{withSupportSuffix(joinedErrors(view.errors), webView, supportEmail)}</p>
          <RefundDetails refunds={view.refunds ?? []} />
          <button className="button button--secondary" type="button" onClick={goHome}>
            Go back to home
          </button>
          <p className="payment-status__footer">{supportFooter(supportEmail)}</p>
        </section>
      )}
      {view.kind === 'failed' && (
        <section className="payment-status__view" aria-labelledby="payment-status-heading">
          <h1 id="payment-status-heading">{PAYMENT_STATUS_TEXT.failedHeading}</h1>
          <p>{PAYMENT_STATUS_TEXT.failedBody}</p>
          <p role="alert">
            {withSupportSuffix(PAYMENT_STATUS_TEXT.failure, webView, supportEmail)}
          </p>
          {retryError && <p className="notice notice--error">{retryError}</p>}
          <div className="payment-status__actions">
            {canRetry && (
              <button className="button" type="button" disabled={retrying} onClick={retry}>
                {retryPaymentLabel(invoicePaise, webView)}
              </button>
            )}
            <button className="button button--secondary" type="button" onClick={goHome}>
              Go back to home
            </button>
          </div>
          <p className="payment-status__footer">{supportFooter(supportEmail)}</p>
        </section>
      )}
      {checkout.element}
    </main>
  );
}

/** What was paid: the item, the amount with its GST, the payment id and the receipt. */
function PaidSummary({
  status,
}: {
  status: NonNullable<Extract<StatusView, { kind: 'success' }>['status']>;
}) {
  return (
    <dl className="payment-status__summary">
      <dt>Item</dt>
      <dd>{status.title}</dd>
      <dt>Amount paid</dt>
      <dd>{withGstText(status.amount_paise, status.gst.gst_paise, status.gst.rate_percent)}</dd>
      {status.paid_at && (
        <>
          <dt>Paid on</dt>
          <dd>{formatDate(status.paid_at)}</dd>
        </>
      )}
      <dt>Payment id</dt>
      <dd>{status.payment_id}</dd>
      {status.payment_id && (
        <dd>
          <a href={receiptUrl(status.payment_id)} download>
            Download receipt
          </a>
        </dd>
      )}
    </dl>
  );
}
