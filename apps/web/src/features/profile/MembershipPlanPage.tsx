import { formatDate } from '@tara/core';
import { AppLink } from '../../app/AppLink';
import { PageLoading } from '../../app/PageLoading';
import { useMembershipMine } from '../../lib/useMembershipMine';
import { ProfileLayout } from './ProfileLayout';
import { PROFILE_TITLES } from './titles';

/** /profile/membership-plan: the plans the user holds, newest first, or the way to one. */
export function MembershipPlanPage() {
  const state = useMembershipMine();
  return (
    <ProfileLayout heading={PROFILE_TITLES.membershipPlan}>
      {state.kind === 'loading' && <PageLoading />}
      {state.kind === 'error' && (
        <p className="notice notice--error" role="alert">
          We could not load your membership. Please try again.
        </p>
      )}
      {state.kind === 'ready' && state.mine.memberships.length === 0 && (
        <p>
          You hold no membership yet. <AppLink to="/membership">See the plans</AppLink>
        </p>
      )}
      {state.kind === 'ready' &&
        state.mine.memberships.map((m) => (
          <section key={m.starts_at} className="profile__card">
            <h2>{m.title}</h2>
            <p>Active since {formatDate(m.starts_at)}</p>
            <p>{m.plan_coins.toLocaleString('en-IN')} coins came with it</p>
          </section>
        ))}
    </ProfileLayout>
  );
}
