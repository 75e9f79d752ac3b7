import { useSearch } from '../../app/router';
import { CARD_JOURNEYS } from '../../lib/cardJourneys';
import { useDocumentTitle } from './documentTitle';
import { resolveJourneyInit } from './initTarget';
import { Opening } from './Opening';
import { PAGE_TITLES } from './titles';

/** /journey/init?journey=credit-cards/<alias>: starts a known journey (else home). */
export function JourneyInitPage() {
  useDocumentTitle(PAGE_TITLES.journeyInit);
  const aliases = CARD_JOURNEYS.map((j) => j.alias);
  return <Opening to={resolveJourneyInit(useSearch(), aliases)} />;
}
