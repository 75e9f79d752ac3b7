export { formatDashedStoreId } from './formatDashedStoreId.js';
export { formatDate } from './formatDate.js';
export { formatINR, groupIndian } from './formatINR.js';
export {
  formatBasisPoints,
  formatPercent,
  formatYearlyRate,
  PERCENT_SPACE,
} from './formatPercent.js';
export { formatShortINR } from './formatShortINR.js';
export { IST_OFFSET_MS, indiaDate } from './indiaDate.js';
export { maskLastFour } from './maskLastFour.js';
export { maskMobile } from './maskMobile.js';
export { serverCopy } from './serverCopy.js';
export { type ValueShape, valueShapes } from './valueShapes.js';
export { withArticle } from './withArticle.js';
