import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { GOTO_PATH_KEY, writeSession } from '../lib/sessionKeys';
import { authRedirect } from './authRules';
import { PageLoading } from './PageLoading';
import { useNavigate, usePathname, useSearch } from './router';
import { checkSession } from './session';

/**
 * A route that needs a login (spec AUTH-03..06): the login check runs on entry; without a
 * session the location is saved (sessionStorage gotoPath) and the user goes to /login, except
 * where the rule lets the page continue (bookings-done). Login brings them back.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = usePathname() + useSearch();
  const [allowed, setAllowed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void checkSession().then((session) => {
      if (!live) return;
      const redirect = session.status === 'user' ? null : authRedirect(location, true);
      if (!redirect) return setAllowed(location);
      writeSession(GOTO_PATH_KEY, redirect.save);
      navigate(redirect.to, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [location, navigate]);
  return allowed === location ? children : <PageLoading label="Checking your login…" />;
}
