import { OBJECT_TYPES } from '@tara/core';
import { formatDate } from '@tara/core/format';
import { formatPaise } from '@tara/core/payments';
import { useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { ewMine, type Warranty } from '../../api/ewApi';
import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { PageLoading } from '../../app/PageLoading';
import { useNavigate } from '../../app/router';
import { useSession } from '../../app/session';
import { Alert } from '../../lib/Alert';
import { useLoad } from '../../lib/useLoad';
import { payFor } from './payFor';
import { useCheckout } from './useCheckout';
import { WarrantyClaim } from './WarrantyClaim';
import { WarrantyFacts } from './WarrantyFacts';
import { WarrantyPlans } from './WarrantyPlans';
import './payments.css';

/**
 * /ew/pay: where the extended warranty's step3 sends the buyer (its wait link, decision 044):
 * the newest quote, its premium with the GST breakdown, and the payment through the gateway
 * (/pay/init for objectType 18 at the server's price); every plan's premium for the product,
 * and the provider with how to claim (decision 086).
 */
export function EwPayPage() {
  useDocumentTitle('Pay for your extended warranty');
  const navigate = useNavigate();
  const { user } = useSession();
  const checkout = useCheckout();
  const load = useLoad(() => ewMine(), []);
  const quote: Warranty | null | undefined =
    load.status === 'ready' ? (load.data.find((w) => w.state === 'quoted') ?? null) : undefined;
  const [payError, setError] = useState('');
  const error =
    payError ||
    (load.status === 'error' ? 'We could not load your warranty. Please try again.' : '');
  const [busy, setBusy] = useState(false);

  const pay = async (w: Warranty) => {
    if (!user) return;
    setError('');
    setBusy(true);
    try {
      const purchase = {
        objectType: OBJECT_TYPES.ew,
        objectId: w.ew_id,
        title: w.plan_title,
        invoiceAmount: w.premium,
        discountedPrice: w.premium,
      };
      await payFor(user.id, purchase, checkout.open, navigate);
    } catch (cause) {
      setError(cause instanceof ApiError || cause instanceof Error ? cause.message : '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="membership-plans">
      <h1>Pay for your extended warranty</h1>
      <Alert className="notice notice--error">{error}</Alert>
      {quote === undefined && !error && <PageLoading />}
      {quote === null && (
        <p>
          Nothing to pay yet. <AppLink to="/ew">Tell us about your product</AppLink> first.
        </p>
      )}
      {quote && (
        <section className="payment-status__view" aria-labelledby="ew-quote-heading">
          <h2 id="ew-quote-heading">{quote.plan_title}</h2>
          <WarrantyFacts warranty={quote} />
          <p>
            Bought on {formatDate(quote.purchase_date)} for {formatPaise(quote.invoice_value_paise)}
            .
          </p>
          <WarrantyPlans warranty={quote} />
          <p>To pick another plan, go back to your application.</p>
          <button className="button" type="button" disabled={busy} onClick={() => pay(quote)}>
            Pay {formatPaise(quote.premium_paise)}
          </button>
        </section>
      )}
      {quote && <WarrantyClaim warranty={quote} />}
      <p>
        <AppLink to="/ew">Back to your application</AppLink>
      </p>
      {checkout.element}
    </main>
  );
}
