export { formatDashedStoreId } from './formatDashedStoreId.js';
export { formatDate } from './formatDate.js';
export { formatINR, groupIndian } from './formatINR.js';
export { formatShortINR } from './formatShortINR.js';
export { maskIdentifier } from './maskIdentifier.js';
export { serverCopy } from './serverCopy.js';
export { withArticle } from './withArticle.js';
