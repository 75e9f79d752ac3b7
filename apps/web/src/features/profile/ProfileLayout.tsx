import type { ReactNode } from 'react';
import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { PageLoading } from '../../app/PageLoading';
import { type ProfileUser, useProfileSession } from './session';
import './profile.css';

interface ProfileLayoutProps {
  /** The page's one h1, also its tab title. */
  heading: string;
  /** my-home has no "back to your profile" link. */
  isHome?: boolean;
  children: ReactNode;
}

/** The frame of a profile page: a way back to the profile's home, the h1, the content. */
export function ProfileLayout({ heading, isHome = false, children }: ProfileLayoutProps) {
  useDocumentTitle(heading);
  return (
    <div className="profile">
      {!isHome && (
        <nav aria-label="Breadcrumb" className="profile__crumbs">
          <AppLink to="/profile/my-home">Your profile</AppLink>
        </nav>
      )}
      <h1 className="profile__title">{heading}</h1>
      {children}
    </div>
  );
}

/**
 * Renders `children` with the signed-in user; while the session loads, a spinner; signed out,
 * a way to log in (the shell normally sends people to /login before they get here).
 */
export function WithProfileUser({ children }: { children: (user: ProfileUser) => ReactNode }) {
  const session = useProfileSession();
  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'signedOut') {
    return (
      <div className="notice">
        <p>Please log in to see your profile.</p>
        <AppLink className="button" to="/login">
          Log in
        </AppLink>
      </div>
    );
  }
  return <>{children(session.user)}</>;
}
