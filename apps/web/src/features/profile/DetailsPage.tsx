import { maskMobile } from '@tara/core/format';
import { AppLink } from '../../app/AppLink';
import { ProfileLayout, WithProfileUser } from './ProfileLayout';
import { displayName, membershipLabel, mobileLastFour } from './profileUser';
import type { ProfileUser } from './session';
import { PROFILE_TITLES } from './titles';

/** The user's own details, read from the session. */
export function DetailsPage() {
  return (
    <ProfileLayout heading={PROFILE_TITLES.details}>
      <WithProfileUser>{(user) => <UserDetails user={user} />}</WithProfileUser>
    </ProfileLayout>
  );
}

/** The details of `user` (the mobile shows only its last 4 digits). */
export function UserDetails({ user }: { user: ProfileUser }) {
  const name = displayName(user);
  const masked = maskMobile(user.mobile);
  const lastFour = mobileLastFour(user.mobile);
  const email = (user.email ?? '').trim();
  return (
    <>
      <dl className="profile__details">
        <div>
          <dt>Name</dt>
          <dd>{name || <span className="profile__missing">Not given</span>}</dd>
        </div>
        <div>
          <dt>Mobile</dt>
          <dd>
            {masked ? (
              <>
                <span aria-hidden="true">{masked}</span>
                <span className="visually-hidden">
                  {lastFour ? `ending in ${lastFour}` : 'hidden'}
                </span>
              </>
            ) : (
              <span className="profile__missing">Not given</span>
            )}
            {user.is_verified ? <span className="profile__verified"> Verified</span> : null}
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{email || <span className="profile__missing">Not given</span>}</dd>
        </div>
        <div>
          <dt>Membership</dt>
          <dd>{membershipLabel(user.membership_type)}</dd>
        </div>
      </dl>
      <p className="profile__note">
        To change a detail, write to us from the{' '}
        <AppLink to="/profile/support">support page</AppLink>. For your safety we show only the last
        four digits of your mobile number.
      </p>
    </>
  );
}
