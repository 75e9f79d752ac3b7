import type { CoverTaxClass } from '../payments/insuranceGstRule.js';
import type { SingleProduct } from './covers/insuranceCover.js';
import { singleCover } from './covers/insuranceCovers.js';

/**
 * What a cover sold by a journey is for GST (decision 075): the journey's own class (a group
 * policy's voluntary variant is the buyer's individual cover), else the cover's. A combo's
 * part is sold by the combo's journey, so it is its cover's class.
 */
export function coverTaxClass(product: SingleProduct, journey?: string | null): CoverTaxClass {
  const cover = singleCover(product);
  const slug = journey?.replace(/^insurance\//, '');
  const own = slug ? cover.journeys.find((j) => j.slug === slug)?.taxClass : undefined;
  return own ?? cover.premium.taxClass;
}
