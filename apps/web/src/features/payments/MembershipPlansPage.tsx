import { checkoutDescription, OBJECT_TYPES } from '@tara/core';
import type { LeadView } from '@tara/core/contract';
import { useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { getCurrentLead } from '../../api/leadsApi';
import { type MembershipPlan, membershipPayInitiate, membershipPlans } from '../../api/paymentsApi';
import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { PageLoading } from '../../app/PageLoading';
import { useNavigate, useSearch } from '../../app/router';
import { useSession } from '../../app/session';
import { Alert } from '../../lib/Alert';
import { useLoad } from '../../lib/useLoad';
import { MemberBenefits } from './MemberBenefits';
import { payThrough } from './payThrough';
import { useCheckout } from './useCheckout';
import './payments.css';

/**
 * /membership: the membership plans (PAY-10) and their purchase through the gateway (PAY-02,
 * PAY-04), and a member's benefits (decision 046).
 */
export function MembershipPlansPage() {
  useDocumentTitle('Membership plans');
  const navigate = useNavigate();
  const { user } = useSession();
  const checkout = useCheckout();
  // Sent from the hp journey's payment step (its wait link): the plan picked there, and back to
  // the journey once paid (issue 22 §1).
  const fromJourney = new URLSearchParams(useSearch()).get('journey') === HP;
  const load = useLoad(
    () => Promise.all([membershipPlans(), fromJourney ? getCurrentLead(HP) : null]),
    [fromJourney],
  );
  const picked = load.status === 'ready' ? pickedPlan(load.data[1]) : null;
  const all: MembershipPlan[] | null = load.status === 'ready' ? load.data[0] : null;
  const plans = all && picked ? all.filter((plan) => String(plan.id) === picked) : all;
  const [payError, setError] = useState('');
  const error =
    payError || (load.status === 'error' ? 'We could not load the plans. Please try again.' : '');
  const [busy, setBusy] = useState<number | null>(null);

  const buy = async (plan: MembershipPlan) => {
    if (!user) return;
    setError('');
    setBusy(plan.id);
    try {
      const init = await membershipPayInitiate(user.id, plan.id);
      await payThrough(
        init,
        {
          objectType: OBJECT_TYPES.membership,
          objectId: String(plan.id),
          title: plan.title,
          invoiceAmount: plan.invoice_amount,
          discountedPrice: plan.discounted_price,
        },
        checkout.open,
        navigate,
        picked ? { afterSuccess: `/${HP}` } : {},
      );
    } catch (cause) {
      setError(cause instanceof ApiError || cause instanceof Error ? cause.message : '');
    } finally {
      setBusy(null);
    }
  };

  return (
    <main className="membership-plans">
      <h1>Membership plans</h1>
      <Alert className="notice notice--error">{error}</Alert>
      {picked && plans?.length === 1 && (
        <p className="notice">
          The plan you picked in your membership application. Once it is paid we take you back to
          finish the application. <AppLink to={`/${HP}/step5`}>Pick another plan</AppLink>
        </p>
      )}
      {!plans && !error && <PageLoading />}
      <ul className="membership-plans__list">
        {plans?.map((plan) => (
          <li key={plan.id} className="membership-plans__plan">
            <h2>{plan.title}</h2>
            <p className="membership-plans__banner">{plan.banner}</p>
            <p>{plan.description}</p>
            {/* The price payable only: no struck-through "was" price (decision 084). */}
            <p className="membership-plans__price">
              <strong>{checkoutDescription(plan.discounted_price_paise)}</strong>
            </p>
            <p>{plan.plan_coins.toLocaleString('en-IN')} coins</p>
            <button
              className="button"
              type="button"
              disabled={busy !== null}
              onClick={() => buy(plan)}
            >
              Buy {plan.title} for ₹{plan.invoice_amount}
            </button>
          </li>
        ))}
      </ul>
      {user && <MemberBenefits userId={user.id} openCheckout={checkout.open} />}
      {checkout.element}
    </main>
  );
}

const HP = 'hp';

/** The plan the hp lead waits to be paid for at its payment step, or null. */
function pickedPlan(lead: LeadView | null): string | null {
  if (lead?.status !== 'incomplete' || lead.pending === null) return null;
  const plan = lead.answers.planId;
  return typeof plan === 'string' && plan !== '' ? plan : null;
}
