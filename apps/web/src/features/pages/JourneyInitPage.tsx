import { listedJourneys } from '@tara/core/journeyList';
import { useSearch } from '../../app/router';
import { useDocumentTitle } from './documentTitle';
import { resolveJourneyInit } from './initTarget';
import { Opening } from './Opening';
import { PAGE_TITLES } from './titles';

/** /journey/init?journey=<prefix>: starts a registered journey (else home). */
export function JourneyInitPage() {
  useDocumentTitle(PAGE_TITLES.journeyInit);
  const prefixes = listedJourneys().map((j) => j.prefix);
  return <Opening to={resolveJourneyInit(useSearch(), prefixes)} />;
}
