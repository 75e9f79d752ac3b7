import { formatDate } from '@tara/core';
import { useMembershipMine } from '../../api/useMembershipMine';
import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { PageLoading } from '../../app/PageLoading';
import './payments.css';

/** membership/submit: the hp journey's success page (HP-03), the plan now held and its coins. */
export function MembershipSubmitPage() {
  useDocumentTitle('Membership active');
  const state = useMembershipMine();
  if (state.kind === 'loading') return <PageLoading />;
  const plan = state.kind === 'ready' ? state.mine.memberships[0] : undefined;
  return (
    <main className="membership-plans">
      <h1>Welcome to Tara membership!</h1>
      {state.kind === 'error' && (
        <p className="notice notice--error" role="alert">
          We could not load your membership. Please try again.
        </p>
      )}
      {state.kind === 'ready' && plan && (
        <>
          <p>
            Your <strong>{plan.title}</strong> plan is active since {formatDate(plan.starts_at)}.
          </p>
          <p>
            Your coins: <strong>{state.mine.coins.toLocaleString('en-IN')}</strong>
          </p>
        </>
      )}
      {state.kind === 'ready' && !plan && (
        <p>Your membership starts once the payment is confirmed.</p>
      )}
      <p>
        <AppLink className="button" to="/profile/membership-plan">
          See your plan
        </AppLink>{' '}
        <AppLink className="button button--secondary" to="/profile/coins/history">
          Your coins
        </AppLink>
      </p>
    </main>
  );
}
