export { PRODUCTS } from './catalogue.js';
export { catalogueOf } from './catalogueOf.js';
export { catalogueProblems } from './catalogueProblems.js';
export type { ClaimProcess } from './claimProcess.js';
export {
  allJourneysOf,
  findJourney,
  journeyEntries,
  journeyPrefixes,
  journeys,
  journeysOf,
  retiredJourneys,
} from './journeyRegistry.js';
export type { JourneySamples, ProductDescriptor } from './productDescriptor.js';
export { samplesOf } from './productDescriptor.js';
export { productEntryOf } from './productEntryOf.js';
export {
  documentPartiesOf,
  PRODUCT_PARTIES,
  partiesOf,
  productPartiesOf,
} from './productParties.js';
export type { SampleCallOptions } from './sampleCalls.js';
export {
  applySampleStep,
  SAMPLE_OUTCOMES,
  SAMPLE_SINCE,
  sampleCallResult,
  sampleOutcome,
  settleSample,
} from './sampleCalls.js';
export { SAMPLE_BRANCHES, sampleAnswers, samplePath } from './samples.js';
