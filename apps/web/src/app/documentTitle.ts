import { useEffect } from 'react';
import { documentTitle, PRODUCT_NAME } from './titleText';

/**
 * Sets document.title ('About us | Tara Marketplace') while the page is shown, and puts the
 * previous title back when it goes (a route that sets none then does not keep a stale one).
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle(title, PRODUCT_NAME);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
