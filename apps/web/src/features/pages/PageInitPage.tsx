import { useDocumentTitle } from '../../app/documentTitle';
import { useOpenablePages } from '../../app/openablePages';
import { useSearch } from '../../app/router';
import { resolvePageInit } from './initTarget';
import { Opening } from './Opening';
import { PAGE_TITLES } from './titles';

/** /page/init?page=<route>: opens a known page (else home), keeping the other parameters. */
export function PageInitPage() {
  useDocumentTitle(PAGE_TITLES.pageInit);
  return <Opening to={resolvePageInit(useSearch(), useOpenablePages())} />;
}
