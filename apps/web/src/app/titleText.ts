/**
 * The product name, as the header shows it (src/app/Header.tsx PRODUCT_NAME). Kept here: a
 * page chunk that imports Header.tsx makes the bundler split the shared entry chunk, which
 * costs the journey step route ~0.6 KB gzipped.
 */
export const PRODUCT_NAME = 'Tara Marketplace';

/** The tab title of a page: 'About us | Tara Marketplace' (the product name alone for ''). */
export function documentTitle(title: string, productName: string): string {
  const text = title.trim();
  return text ? `${text} | ${productName}` : productName;
}
