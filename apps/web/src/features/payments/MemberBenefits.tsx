import {
  BENEFIT_OBJECT_TYPE,
  benefitsOfPlans,
  formatDate,
  formatPaise,
  type MemberBenefit,
  paiseToRupees,
} from '@tara/core';
import { useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { benefitPgPurchase, issueBenefit, type PayInit } from '../../api/paymentsApi';
import { useMembershipMine } from '../../api/useMembershipMine';
import { useNavigate } from '../../app/router';
import type { CheckoutOutcome } from './checkoutTypes';
import { payThrough } from './payThrough';

interface Props {
  userId: string;
  openCheckout: (init: PayInit) => Promise<CheckoutOutcome>;
}

/**
 * A member's benefits (decision 046): what their plans include, had for coins through the
 * membership issuance call or paid at the member price through the gateway, and what they
 * already have. Nothing shows for a user with no membership.
 */
export function MemberBenefits({ userId, openCheckout }: Props) {
  const navigate = useNavigate();
  const [version, setVersion] = useState(0);
  const state = useMembershipMine(version);
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  if (state.kind !== 'ready' || state.mine.memberships.length === 0) return null;
  const { mine } = state;
  const planOf = (b: MemberBenefit) => mine.memberships.find((m) => b.planIds.includes(m.plan_id));
  const benefits = benefitsOfPlans(mine.memberships.map((m) => m.plan_id));

  const have = async (benefit: MemberBenefit) => {
    const membership = planOf(benefit);
    if (!membership) return;
    setBusy(benefit.id);
    setMessage(null);
    try {
      if (benefit.pricePaise === 0) {
        const issued = await issueBenefit({
          userId,
          membershipId: membership.id,
          membershipBenefitId: benefit.id,
          planId: membership.plan_id,
        });
        setMessage({
          kind: 'ok',
          text: `${benefit.title} is yours. ${issued.coins.toLocaleString('en-IN')} coins left.`,
        });
        setVersion((v) => v + 1);
      } else {
        const init = await benefitPgPurchase({
          userId,
          membershipBenefitId: benefit.id,
          planId: membership.plan_id,
          discountId: benefit.discountId,
        });
        const rupees = paiseToRupees(benefit.pricePaise);
        await payThrough(
          init,
          {
            objectType: BENEFIT_OBJECT_TYPE,
            objectId: `${membership.plan_id}-${benefit.id}`,
            title: benefit.title,
            invoiceAmount: rupees,
            discountedPrice: rupees,
          },
          openCheckout,
          navigate,
        );
      }
    } catch (cause) {
      const text = cause instanceof ApiError || cause instanceof Error ? cause.message : '';
      setMessage({ kind: 'error', text: text || 'We could not do that. Please try again.' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="member-benefits" aria-labelledby="member-benefits-heading">
      <h2 id="member-benefits-heading">Your member benefits</h2>
      <p>
        You have <strong>{mine.coins.toLocaleString('en-IN')} coins</strong>.
      </p>
      {message && (
        <p
          className={message.kind === 'ok' ? 'notice' : 'notice notice--error'}
          role={message.kind === 'ok' ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      )}
      <ul className="membership-plans__list">
        {benefits.map((b) => (
          <li key={b.id} className="membership-plans__plan">
            <h3>{b.title}</h3>
            <p>{b.description}</p>
            <button
              className="button"
              type="button"
              disabled={busy !== null || (b.pricePaise === 0 && mine.coins < b.coins)}
              onClick={() => have(b)}
            >
              {b.pricePaise === 0
                ? `Redeem for ${b.coins.toLocaleString('en-IN')} coins`
                : `Pay ${formatPaise(b.pricePaise)} (member price)`}
            </button>
          </li>
        ))}
      </ul>
      {mine.benefits.length > 0 && (
        <>
          <h3>Benefits you have</h3>
          <ul>
            {mine.benefits.map((b) => (
              <li key={b.issuance_id}>
                {benefits.find((x) => x.id === b.benefit_id)?.title ?? 'Benefit'}, on{' '}
                {formatDate(b.issued_at)}
                {b.coins > 0
                  ? ` for ${b.coins.toLocaleString('en-IN')} coins`
                  : ` for ${formatPaise(b.amount_paise)}`}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
