import { COVER_VARIANT_IDS } from '../../insurance/covers/insuranceCover.js';
import type { JourneyDef } from '../../journeyModel/types.js';
import { coverJourney } from './coverJourney.js';

/**
 * The person covers' journeys (decision 054), in `COVER_VARIANT_IDS`' order: dengue and malaria,
 * dengue-only, group personal accident, hospicash, and the voluntary dengue and malaria and
 * accident variants.
 */
export const coverJourneys: JourneyDef[] = COVER_VARIANT_IDS.map(coverJourney);
