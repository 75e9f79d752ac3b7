import { type MouseEvent, useLayoutEffect, useRef, useState } from 'react';
import { FILTER_DEFAULTS, type OfferFilterValues } from './offerFilters';
import { readOffersView, withOffersView } from './offersView';

/**
 * The offers list's place (decision 087), for both loans' offers pages: the filters, the open
 * details and, once the list is drawn again after Back from a KFS or a booking, the scroll
 * position — kept in the history entry's state before a link in the page navigates.
 */
export function useOffersPlace(drawn: boolean) {
  const [kept] = useState(() => readOffersView(window.history.state));
  const restore = useRef(kept?.scrollY ?? null);
  const [filters, setFilters] = useState<OfferFilterValues>(kept?.filters ?? FILTER_DEFAULTS);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(kept?.open));

  useLayoutEffect(() => {
    if (!drawn || restore.current === null) return;
    window.scrollTo(0, restore.current);
    restore.current = null;
  }, [drawn]);

  const toggle = (productId: number, isOpen: boolean) =>
    setOpen((was) => {
      if (was.has(productId) === isOpen) return was;
      const next = new Set(was);
      if (isOpen) next.add(productId);
      else next.delete(productId);
      return next;
    });
  // Capture phase: the click is seen before the link navigates.
  const keepView = (e: MouseEvent<HTMLElement>) => {
    if (!(e.target instanceof Element) || !e.target.closest('a[href]')) return;
    const view = { scrollY: window.scrollY, filters, open: [...open] };
    window.history.replaceState(withOffersView(window.history.state, view), '');
  };
  /** A new query: no filters, nothing open, nothing to restore. */
  const reset = () => {
    setFilters(FILTER_DEFAULTS);
    setOpen(new Set());
    restore.current = null;
  };
  return { filters, setFilters, open, toggle, keepView, reset };
}
