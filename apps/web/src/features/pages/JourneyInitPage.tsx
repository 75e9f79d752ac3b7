import { listedJourneys } from '@tara/core/journeyList';
import { useDocumentTitle } from '../../app/documentTitle';
import { useSearch } from '../../app/router';
import { resolveJourneyInit } from './initTarget';
import { Opening } from './Opening';
import { PAGE_TITLES } from './titles';

/** /journey/init?journey=<prefix>: starts a registered journey (else home). */
export function JourneyInitPage() {
  useDocumentTitle(PAGE_TITLES.journeyInit);
  const prefixes = listedJourneys().map((j) => j.prefix);
  return <Opening to={resolveJourneyInit(useSearch(), prefixes)} />;
}
