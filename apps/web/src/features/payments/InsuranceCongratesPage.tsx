import { OBJECT_TYPES } from '@tara/core';
import { groupHealthCover, leadFailureText } from '@tara/core/insurance';
import { formatPaise, supportFooter } from '@tara/core/payments';
import { useCallback, useEffect, useState } from 'react';
import {
  type CurrentInsurance,
  currentInsurance,
  validateInsuranceLead,
} from '../../api/insuranceApi';
import { useCompany } from '../../api/useCompany';
import { AppLink } from '../../app/AppLink';
import { appFlags } from '../../app/appFlags';
import { useDocumentTitle } from '../../app/documentTitle';
import { hasNativeBridge } from '../../app/nativeBridge';
import { PageLoading } from '../../app/PageLoading';
import { useNavigate } from '../../app/router';
import { useSession } from '../../app/session';
import { Alert } from '../../lib/Alert';
import { clearLeadSession } from '../../lib/sessionKeys';
import { ComboCongrates } from './ComboCongrates';
import { insuranceView } from './insuranceView';
import { leadRefusalRoute } from './leadRefusal';
import { PolicyDisclosure } from './PolicyDisclosure';
import { PolicyIssued } from './PolicyIssued';
import { itemPurchase, payFor } from './payFor';
import { RefundDetails } from './RefundDetails';
import { useCheckout } from './useCheckout';
import './payments.css';

const POLL_MS = 3000;

/**
 * insurance/congrates (and insurance/congrats): after the journey's last step (decision 048,
 * pay then issue). Before payment: the IRDAI disclosure and the payment, which first makes the
 * validate-only lead creation (a refusal goes to /insurance/step6 with its message); after
 * it, the policy as its display_data says once the insurer issued it, or the failure with the
 * support mailbox and the refund started at once (decision 081). The payment is taken once: a paid lead is never offered it again.
 */
export function InsuranceCongratesPage() {
  useDocumentTitle('Your insurance policy');
  const navigate = useNavigate();
  const { user } = useSession();
  const { supportEmail } = useCompany();
  const checkout = useCheckout();
  const webView = appFlags().am || hasNativeBridge();
  const [current, setCurrent] = useState<CurrentInsurance | null | undefined>(undefined);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    () =>
      currentInsurance()
        .then(setCurrent)
        .catch(() => setError('We could not load your policy. Please try again.')),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const view = current === undefined ? 'none' : insuranceView(current);
  const processing = view === 'processing';
  useEffect(() => {
    if (!processing) return;
    const timer = setTimeout(() => void load(), POLL_MS);
    return () => clearTimeout(timer);
  }, [processing, load]);

  // Group health's success clears the tab's temporary lead data (spec 03 §4, INS-GH-10).
  const groupHealthIssued =
    view === 'issued' && current?.journey === `insurance/${groupHealthCover.slug}`;
  useEffect(() => {
    if (groupHealthIssued) clearLeadSession();
  }, [groupHealthIssued]);

  const pay = async (lead: CurrentInsurance) => {
    if (!user) return;
    setError('');
    setBusy(true);
    try {
      const item = await validateInsuranceLead(lead.lead_add_path, lead.lead_id);
      if (!item) {
        await load();
        return;
      }
      const purchase = itemPurchase(OBJECT_TYPES.insurance, item);
      await payFor(user.id, purchase, checkout.open, navigate);
    } catch (cause) {
      const refused = leadRefusalRoute(cause, webView, supportEmail);
      if (refused) navigate(refused);
      else setError(cause instanceof Error ? cause.message : '');
    } finally {
      setBusy(false);
    }
  };

  if (current === undefined && !error) return <PageLoading />;
  // A combo (decision 055): its parts, one payment, its policies (polled above while issuing).
  if (current?.combo && !processing) {
    return (
      <ComboCongrates
        leadId={current.lead_id}
        combo={current.combo}
        webView={webView}
        refunds={current.refunds}
      />
    );
  }
  const display = current?.display_data ?? null;
  return (
    <main className="membership-plans">
      <h1>{display?.title ?? 'Review and pay for your policy'}</h1>
      <Alert className="notice notice--error">{error}</Alert>
      {current === null && (
        <p>
          Nothing to pay yet.{' '}
          <AppLink to="/insurance/step1?prettyName=shop-insurance">Choose your cover</AppLink>{' '}
          first.
        </p>
      )}
      {current && view === 'pay' && current.disclosure && (
        <section className="payment-status__view" aria-labelledby="policy-pay-heading">
          <h2 id="policy-pay-heading">Before you pay</h2>
          <PolicyDisclosure disclosure={current.disclosure} />
          <button
            className="button"
            type="button"
            disabled={busy}
            onClick={() => void pay(current)}
          >
            Pay {formatPaise(current.disclosure.premium_paise)}
          </button>
        </section>
      )}
      {processing && <PageLoading label="Processing your application..." />}
      {display && view === 'issued' && <PolicyIssued display={display} />}
      {display && view === 'failed' && (
        <section className="payment-status__view" aria-labelledby="policy-failed-heading">
          <h2 id="policy-failed-heading">Your payment is safe</h2>
          <p role="alert">
            {leadFailureText(display.failure ? [display.failure] : [], webView, supportEmail)}
          </p>
          <RefundDetails refunds={current?.refunds ?? []} heading="h3" />
          <p className="payment-status__footer">{supportFooter(supportEmail)}</p>
        </section>
      )}
      {checkout.element}
    </main>
  );
}
