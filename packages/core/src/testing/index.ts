// TEST ONLY: fixtures that tests of several packages share (core, API, web). Never imported by
// code that ships.
export { testFamily, testProduct } from './testProduct.js';
