import { formatDate } from '@tara/core';
import { AppLink } from '../../app/AppLink';
import { MembershipMinePage } from './MembershipMinePage';
import { PROFILE_TITLES } from './titles';

/** /profile/membership-plan: the plans the user holds, newest first, or the way to one. */
export function MembershipPlanPage() {
  return (
    <MembershipMinePage
      heading={PROFILE_TITLES.membershipPlan}
      failure="We could not load your membership. Please try again."
    >
      {(mine) =>
        mine.memberships.length === 0 ? (
          <p>
            You hold no membership yet. <AppLink to="/membership">See the plans</AppLink>
          </p>
        ) : (
          mine.memberships.map((m) => (
            <section key={m.starts_at} className="profile__card">
              <h2>{m.title}</h2>
              <p>Active since {formatDate(m.starts_at)}</p>
              <p>{m.plan_coins.toLocaleString('en-IN')} coins came with it</p>
            </section>
          ))
        )
      }
    </MembershipMinePage>
  );
}
