import { journeyAt } from '@tara/core/journeyList';
import { Redirect } from './Redirect';
import { usePathname, useSearch } from './router';

/** A journey's bare prefix opens its first step (the query, e.g. reset=1, is kept). */
export function JourneyStart() {
  const pathname = usePathname().replace(/\/+$/, '');
  const search = useSearch();
  const first = journeyAt(pathname)?.first;
  return <Redirect to={first ? `${pathname}/${first}${search}` : '/'} />;
}
