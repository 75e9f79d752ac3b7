import { OBJECT_TYPES } from '@tara/core';
import { insuranceFailureRoute, leadFailureText } from '@tara/core/insurance';
import { formatPaise, premiumTaxNote, supportFooter, withGstText } from '@tara/core/payments';
import { useEffect, useState } from 'react';
import {
  type ComboCurrent,
  type ComboDisclosure,
  type ComboItem,
  validateComboLead,
} from '../../api/comboInsuranceApi';
import type { RefundView } from '../../api/paymentsApi';
import { useCompany } from '../../api/useCompany';
import { useNavigate } from '../../app/router';
import { useSession } from '../../app/session';
import { Alert } from '../../lib/Alert';
import { FactList } from '../../lib/FactList';
import { comboPayNavigate } from './comboPayNavigate';
import { leadRefusalRoute } from './leadRefusal';
import { itemPurchase, payFor } from './payFor';
import { RefundDetails } from './RefundDetails';
import { useCheckout } from './useCheckout';
import { usePolicyHref } from './usePolicyHref';

/** The entry link's partner (kept by the insurance entry as `queryObj`), or null. */
function entryPartner(): string | null {
  try {
    const raw = window.sessionStorage.getItem('queryObj');
    const id = raw ? (JSON.parse(raw) as { partnerId?: unknown }).partnerId : null;
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}

/** Every part's insurer, cover, premium and key exclusions, and the total (IRDAI). */
function ComboParts({ disclosure: d }: { disclosure: ComboDisclosure }) {
  return (
    <>
      {d.parts.map((part) => (
        <section key={part.plan_id} aria-label={part.product_name}>
          <h3>{part.product_name}</h3>
          <FactList
            className="payment-status__summary"
            grouped={false}
            facts={[
              { label: 'Insurer', value: part.insurer_name },
              { label: 'Sum insured', value: formatPaise(part.sum_insured_paise) },
              {
                label: 'Premium',
                value: `${formatPaise(part.premium_paise)}, ${premiumTaxNote(part.gst_rate_percent)}`,
              },
            ]}
          />
          <h4>Key exclusions</h4>
          <ul>
            {part.key_exclusions.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
      ))}
      <p>Total {withGstText(d.premium_paise, d.gst_paise, d.gst_rate_percent)}</p>
    </>
  );
}

/** One issued (or failed) policy of the combo, with its document once fetched. */
function ComboPolicy({ item }: { item: ComboItem }) {
  const href = usePolicyHref(item.policy_download_link);
  return (
    <section aria-label={item.inst_name} style={{ background: item.background_color }}>
      <h3>{item.inst_name}</h3>
      <FactList
        className="payment-status__summary"
        grouped={false}
        facts={[
          { label: 'Insurer', value: item.name },
          { label: 'Sum insured', value: item.sum_insured },
          item.policy_number && { label: 'Policy number', value: item.policy_number },
          item.valid_till && { label: 'Valid till', value: item.valid_till },
          { label: 'Status', value: item.status },
        ]}
      />
      {item.footer && <p>{item.footer}</p>}
      {href && (
        <p>
          <a className="button" href={href} download={`policy-${item.policy_number}.pdf`}>
            Download {item.inst_name} policy
          </a>
        </p>
      )}
    </section>
  );
}

/**
 * insurance/congrates for a combo (decision 055): before paying, every part's disclosure and
 * one payment for the total (the validate-only combo lead creation first: a refusal goes to
 * /insurance/step6 with p=0; a partner's payment link is followed); a refused payment goes to
 * the error page; after it, each policy (spec 03 §3 combo items); every part refused after
 * payment goes to the error page with the insurer's message.
 */
export function ComboCongrates({
  leadId,
  combo,
  webView,
  refunds = [],
}: {
  leadId: string;
  combo: ComboCurrent;
  webView: boolean;
  /** The premiums of parts refused after payment, given back (decision 081). */
  refunds?: readonly RefundView[];
}) {
  const navigate = useNavigate();
  const { user } = useSession();
  const { supportEmail } = useCompany();
  const checkout = useCheckout();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const display = combo.display_data;
  const allFailed =
    combo.state === 'failed' && !!display && display.body.items.every((i) => i.status === 'Failed');

  useEffect(() => {
    if (!allFailed || !display) return;
    const failures = display.failure ? [display.failure] : [];
    navigate(insuranceFailureRoute(leadFailureText(failures, webView, supportEmail)), {
      replace: true,
    });
  }, [allFailed, display, navigate, webView, supportEmail]);

  const pay = async () => {
    if (!user) return;
    setError('');
    setBusy(true);
    try {
      const answer = await validateComboLead(leadId, entryPartner());
      if (answer.partner_payment_link) {
        window.location.assign(answer.partner_payment_link);
        return;
      }
      const item = answer.payment_item;
      if (!item) return;
      const purchase = itemPurchase(OBJECT_TYPES.insuranceCombo, item);
      const out = comboPayNavigate(navigate, webView, supportEmail);
      await payFor(user.id, purchase, checkout.open, out);
    } catch (cause) {
      const refused = leadRefusalRoute(cause, webView, supportEmail);
      if (refused) navigate(refused);
      else setError(cause instanceof Error ? cause.message : '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="membership-plans">
      <h1>{display?.title ?? 'Review and pay for your covers'}</h1>
      <Alert className="notice notice--error">{error}</Alert>
      {(combo.state === null || combo.state === 'quoted') && combo.disclosure && (
        <section className="payment-status__view" aria-labelledby="combo-pay-heading">
          <h2 id="combo-pay-heading">Before you pay</h2>
          <p>{combo.name}</p>
          <ComboParts disclosure={combo.disclosure} />
          <button className="button" type="button" disabled={busy} onClick={() => void pay()}>
            Pay {formatPaise(combo.disclosure.premium_paise)}
          </button>
        </section>
      )}
      {display && combo.state !== 'issuing' && !allFailed && (
        <section className="payment-status__view" aria-labelledby="combo-policies-heading">
          <h2 id="combo-policies-heading">{display.body.title}</h2>
          {display.body.items.map((item) => (
            <ComboPolicy key={item.inst_name} item={item} />
          ))}
          <p>{display.body.footer}</p>
          <RefundDetails refunds={refunds} heading="h3" />
          {display.policyFailed && (
            <p className="payment-status__footer">{supportFooter(supportEmail)}</p>
          )}
        </section>
      )}
      {checkout.element}
    </main>
  );
}
