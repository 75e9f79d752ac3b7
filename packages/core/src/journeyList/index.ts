export type { JourneyEntry } from './journeyEntry.js';
export { findJourneyEntry, journeyAt, journeyList, listedJourneys } from './journeyList.js';
