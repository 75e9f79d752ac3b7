export { idfcBusinessLoanJourney } from './businessLoan/idfc.js';
export {
  BUSINESS_LOAN_BRANCHES,
  BUSINESS_LOAN_OUTCOMES,
  BUSINESS_LOAN_SAMPLE_OUTCOMES,
} from './businessLoan/sampleBranches.js';
export { amexJourney } from './creditCards/amex.js';
export { citiJourney } from './creditCards/citi.js';
export { hdfcJourney } from './creditCards/hdfc.js';
export { iciciJourney } from './creditCards/icici.js';
export { rblJourney } from './creditCards/rbl.js';
export { sbiJourney } from './creditCards/sbi.js';
export { stashfinJourney } from './creditCards/stashfin.js';
export { testJourney } from './creditCards/test.js';
export { northernArcJourney } from './creditLine/northernArc.js';
export { CREDIT_LINE_BRANCHES, CREDIT_LINE_SAMPLE_OUTCOMES } from './creditLine/sampleBranches.js';
export { journeyEntryOf } from './journeyEntryOf.js';
export type { JourneyRegistry } from './registry.js';
export {
  createJourneyRegistry,
  findJourney,
  journeyEntries,
  journeyPrefixes,
  journeys,
  retiredJourneys,
} from './registry.js';
export type { SampleCallOptions } from './sampleCalls.js';
export {
  applySampleStep,
  SAMPLE_OUTCOMES,
  SAMPLE_SINCE,
  sampleCallResult,
  sampleOutcome,
  settleSample,
} from './sampleCalls.js';
export { SAMPLE_BRANCHES, SAMPLE_VALUES, sampleAnswers, samplePath } from './samples.js';
