import { useCallback } from 'react';
import { backTarget, homePath } from './navRules';
import { pageBackTarget } from './pageBackTarget';
import { canGoBack, useNavigate, usePathname } from './router';

/**
 * Back as the header does it: the page's own target (a journey's previous step), else
 * browser history back while it stays in the app, else /profile on profile paths, else home.
 * `atStart` replaces the last fallback (the journey's leave nudge in app mode).
 */
export function useBack(atStart?: () => void): () => void {
  const navigate = useNavigate();
  const pathname = usePathname();
  return useCallback(() => {
    const page = pageBackTarget();
    if (page) return navigate(page);
    const target = backTarget(pathname, canGoBack(), homePath());
    if ('history' in target) return window.history.back();
    if (atStart && !pathname.toLowerCase().includes('profile')) return atStart();
    navigate(target.to);
  }, [navigate, pathname, atStart]);
}
