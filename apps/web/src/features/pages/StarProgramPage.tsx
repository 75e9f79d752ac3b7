import { formatPaise, MEMBER_BENEFITS } from '@tara/core';
import { type MembershipPlan, membershipPlans } from '../../api/paymentsApi';
import { useMembershipMine } from '../../api/useMembershipMine';
import { AppLink } from '../../app/AppLink';
import { useSession } from '../../app/session';
import { useLoad } from '../../lib/useLoad';
import { ContentPage, Section } from './ContentPage';
import { PAGE_TITLES } from './titles';

/**
 * Tara Stars, the rewards home (issue 11, decision 042): the membership plans on sale, and for
 * a signed-in user their coins and plan, and what coins buy: the member benefits of decision
 * 046, used on /membership.
 */
export function StarProgramPage() {
  const { user } = useSession();
  const load = useLoad(() => membershipPlans(), []);
  const plans: MembershipPlan[] | null =
    load.status === 'ready' ? load.data : load.status === 'error' ? [] : null;

  return (
    <ContentPage
      heading={PAGE_TITLES.starProgram}
      lead="Tara membership: member benefits and coins with every plan."
    >
      {user && <YourStars />}
      <Section id="stars-plans" heading="Membership plans">
        {plans === null && <p>Loading the plans…</p>}
        {plans?.length === 0 && <p>No plan is on sale right now.</p>}
        <ul className="gp__plain card-list">
          {plans?.map((plan) => (
            <li key={plan.id} className="card-list__item">
              <h3>{plan.title}</h3>
              <p>{plan.banner}</p>
              <p>
                <strong>₹{plan.discounted_price}</strong>, with{' '}
                {plan.plan_coins.toLocaleString('en-IN')} coins
              </p>
            </li>
          ))}
        </ul>
        <p>
          <AppLink className="button" to="/hp">
            Become a member
          </AppLink>
        </p>
      </Section>
      <Section id="stars-coins" heading="What coins buy">
        <p>
          Every plan credits its coins the moment its payment is confirmed. Members spend them on
          the benefits of their plan; some benefits are paid for instead, at the member price.
        </p>
        <ul className="gp__plain card-list">
          {MEMBER_BENEFITS.map((b) => (
            <li key={b.id} className="card-list__item">
              <h3>{b.title}</h3>
              <p>{b.description}</p>
              <p>
                {b.pricePaise === 0
                  ? `${b.coins.toLocaleString('en-IN')} coins`
                  : `${formatPaise(b.pricePaise)} at the member price`}
                , with {planNames(b.planIds, plans)}
              </p>
            </li>
          ))}
        </ul>
        <p className="link-line">
          <AppLink to="/membership">Use your benefits</AppLink>
        </p>
      </Section>
    </ContentPage>
  );
}

/** The signed-in user's coins and plan, with the way to their history. */
function YourStars() {
  const state = useMembershipMine();
  if (state.kind !== 'ready') return null;
  const plan = state.mine.memberships[0];
  return (
    <Section id="stars-yours" heading="Your stars">
      <p>
        Your coins: <strong>{state.mine.coins.toLocaleString('en-IN')}</strong>
      </p>
      <p>{plan ? `Your plan: ${plan.title}` : 'You hold no membership yet.'}</p>
      <p>
        <AppLink to="/profile/coins/history">Your coins history</AppLink>
      </p>
    </Section>
  );
}

/** The plans a benefit comes with, by title ('Tara Gold or Tara Platinum'). */
function planNames(planIds: readonly number[], plans: MembershipPlan[] | null): string {
  const names = (plans ?? []).filter((p) => planIds.includes(p.id)).map((p) => p.title);
  return names.length > 0 ? names.join(' or ') : 'a membership';
}
