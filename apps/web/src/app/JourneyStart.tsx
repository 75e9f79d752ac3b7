import { journeyAt } from '@tara/core/journeyList';
import { useEffect, useState } from 'react';
import { getCurrentLead } from '../api/leadsApi';
import { PageLoading } from './PageLoading';
import { Redirect } from './Redirect';
import { resumeTarget } from './resumeTarget';
import { usePathname, useSearch } from './router';

/**
 * A journey's bare prefix (its own lazy chunk, so the step route does not carry it): asks the
 * server for the visitor's or user's lead of the journey and opens its current step, or the
 * first step (decision 031). A failed lookup starts at the first step.
 */
export function JourneyStart() {
  const pathname = usePathname().replace(/\/+$/, '');
  const search = useSearch();
  const entry = journeyAt(pathname);
  const [to, setTo] = useState<string | null>(null);

  useEffect(() => {
    if (!entry) return;
    const controller = new AbortController();
    const go = (lead: Parameters<typeof resumeTarget>[3]) =>
      setTo(resumeTarget(entry.prefix, entry.first, search, lead));
    getCurrentLead(entry.prefix, controller.signal).then(go, () => {
      if (!controller.signal.aborted) go(null);
    });
    return () => controller.abort();
  }, [entry, search]);

  if (!entry) return <Redirect to="/" />;
  return to ? <Redirect to={to} /> : <PageLoading />;
}
