export * from './cardLeads/index.js';
export * from './catalog/index.js';
export type * from './contract/index.js';
export * from './engine/index.js';
export * from './format/index.js';
export * from './instantApply/index.js';
export * from './journeys/index.js';
export * from './rules/index.js';
export * from './validation/index.js';
