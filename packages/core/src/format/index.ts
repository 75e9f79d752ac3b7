export { formatDashedStoreId } from './formatDashedStoreId.js';
export { formatDate } from './formatDate.js';
export { formatINR, groupIndian } from './formatINR.js';
export { formatShortINR } from './formatShortINR.js';
export { maskIdentifier, maskLastFour } from './maskIdentifier.js';
export { maskMobile } from './maskMobile.js';
export { serverCopy } from './serverCopy.js';
export { type ValueShape, valueShapes } from './valueShapes.js';
export { withArticle } from './withArticle.js';
