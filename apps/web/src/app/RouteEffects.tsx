import { useEffect } from 'react';
import { clearLeadSession } from '../lib/sessionKeys';
import { pushEvent } from './analytics';
import { usePathname, useSearch } from './router';

/**
 * On every route change: scroll to the top and push `url_change` to the dataLayer. A query
 * `reset=1` clears the stored form state (a journey also resets its lead on the server).
 */
export function RouteEffects() {
  const pathname = usePathname();
  const reset = new URLSearchParams(useSearch()).get('reset') === '1';
  useEffect(() => {
    window.scrollTo(0, 0);
    // The path only: queries may carry personal data (a prefilled mobile).
    pushEvent('url_change', { page_path: pathname });
  }, [pathname]);
  useEffect(() => {
    if (reset) clearLeadSession();
  }, [reset]);
  return null;
}
