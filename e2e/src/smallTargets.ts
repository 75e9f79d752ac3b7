import type { Page } from 'playwright-core';

/** The smallest tap target our standard allows, in CSS pixels (WCAG 2.5.5). */
export const MIN_TARGET = 44;

/**
 * The visible tap targets of the page smaller than 44 × 44 px, one line each ("button
 * 'Edit' 30×19"). Targets (decision 088): buttons, role=button, selects, summaries, links,
 * and checkboxes and radios measured by their <label> (the label is what a finger taps) or
 * by themselves when they have none. Exempt: a link inline in a sentence (its parent, or an
 * inline wrapper up to the first block, holds text of its own beside it: WCAG 2.5.8's inline
 * exception) and anything visually hidden (a skip link until it is focused).
 */
export function smallTargets(page: Page): Promise<string[]> {
  // One function without inner named functions: tsx would wrap those in a `__name` helper
  // that does not exist in the page.
  return page.evaluate((min) => {
    const selector = [
      'button',
      '[role="button"]',
      'input[type="checkbox"]',
      'input[type="radio"]',
      'input[type="submit"]',
      'input[type="button"]',
      'select',
      'summary',
      'a[href]',
    ].join(',');
    const seen = new Set<Element>();
    const found: string[] = [];
    for (const el of document.querySelectorAll(selector)) {
      let target: Element = el;
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        target = el.closest('label') ?? el.labels?.[0] ?? el;
      }
      if (seen.has(target)) continue;
      seen.add(target);
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      // Visually hidden: no size, parked off the page (a skip link until focused), or hidden.
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.bottom + window.scrollY <= 0 || box.right + window.scrollX <= 0) continue;
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // A link in running text: beside it, in its parent or an inline wrapper up to the first
      // block (<p>, <li>, <label>, <span> of a label…), there is text of the sentence.
      if (target.tagName === 'A') {
        let sentence = false;
        for (let up = target.parentElement; up && !sentence; up = up.parentElement) {
          sentence = Array.from(up.childNodes).some(
            (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
          );
          if (getComputedStyle(up).display !== 'inline') break;
        }
        if (sentence) continue;
      }
      if (box.width >= min - 0.01 && box.height >= min - 0.01) continue;
      const line = [target, ...(target === el ? [] : [el])].map((e) => {
        const id = e.id ? `#${e.id}` : '';
        const cls =
          typeof e.className === 'string' && e.className.trim()
            ? `.${e.className.trim().split(/\s+/).join('.')}`
            : '';
        const text = (e.getAttribute('aria-label') ?? (e as HTMLElement).innerText ?? '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 40);
        return `${e.tagName.toLowerCase()}${id}${cls} '${text}'`;
      });
      const via = line[1] ? ` (label of ${line[1]})` : '';
      found.push(`${line[0]}${via} ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return found;
  }, MIN_TARGET);
}
