import { useSearch } from '../../app/router';
import { profileRoutes } from '../profile/routes';
import { useDocumentTitle } from './documentTitle';
import { resolvePageInit } from './initTarget';
import { Opening } from './Opening';
import { pageRoutes } from './routes';
import { PAGE_TITLES } from './titles';

/** /page/init?page=<route>: opens a known page (else home), keeping the other parameters. */
export function PageInitPage() {
  useDocumentTitle(PAGE_TITLES.pageInit);
  const known = [...pageRoutes, ...profileRoutes].map((r) => r.path);
  return <Opening to={resolvePageInit(useSearch(), known)} />;
}
