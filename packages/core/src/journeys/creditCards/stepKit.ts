// FOR ONE MERGE ONLY (decision 026): moved to `journeys/shared/`.
export * from './sharedSteps.js';
