import { Redirect } from './Redirect';
import { usePathname, useSearch } from './router';

/** `/credit-cards/<alias>` opens the journey's first step (the query, e.g. reset=1, is kept). */
export function JourneyStart() {
  const pathname = usePathname().replace(/\/+$/, '');
  const search = useSearch();
  return <Redirect to={`${pathname}/step1${search}`} />;
}
