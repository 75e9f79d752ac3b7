import type { LeadCurrentResponse } from '@tara/core/contract';
import { journeyAt } from '@tara/core/journeyList';
import { useEffect, useState } from 'react';
import { request } from '../api/request';
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
    // The request client directly (not leadsApi): leadsApi stays in the step route's chunk
    // instead of becoming a chunk of its own the step route would fetch too.
    const url = `lead/current?journey=${encodeURIComponent(entry.prefix)}`;
    request<LeadCurrentResponse>(url, { signal: controller.signal }).then(
      (body) => go(body.data.results),
      () => {
        if (!controller.signal.aborted) go(null);
      },
    );
    return () => controller.abort();
  }, [entry, search]);

  if (!entry) return <Redirect to="/" />;
  return to ? <Redirect to={to} /> : <PageLoading />;
}
