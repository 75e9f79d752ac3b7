import { useCallback } from 'react';
import { appFlags } from './appFlags';
import { logoutTarget } from './navRules';
import { useNavigate } from './router';
import { logout } from './session';

/**
 * Logout as the header does it (spec AUTH-16/17): the session ends (a failed call still goes
 * on), the tab's form state and user are forgotten, then '/' ('/star-program' in app mode).
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    navigate(logoutTarget(appFlags()));
  }, [navigate]);
}
