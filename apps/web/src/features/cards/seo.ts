import { useEffect } from 'react';
import type { SeoContent } from '../../api/cardsApi';
import { documentTitle, PRODUCT_NAME } from '../../app/titleText';
import { titleFromPath } from './titleFromPath';

// The head of the card pages (spec 01 §2: each detail page has its own title, description,
// keywords and canonical URL; language en-IN). The server writes them into index.html for a
// first load; these keep them right when the app navigates by itself.

/** index.html's description: what the other pages show (put back when a card page goes). */
export const DEFAULT_DESCRIPTION =
  'Compare and apply for credit cards and loans in India, guided step by step by Tara.';

export const PAGE_LANG = 'en-IN';

export interface HeadTags {
  title: string;
  description: string;
  keywords: string | null;
  canonical: string;
}

/**
 * The head of a page from its SEO content; without it (not loaded yet, none, a failed call)
 * the title falls back to the path's segments in title case and the canonical URL to the
 * path at this origin (lower case, no query).
 */
export function headTags(seo: SeoContent | null, path: string, origin: string): HeadTags {
  const bare = barePath(path);
  return {
    title: seo?.title?.trim() || documentTitle(titleFromPath(path), PRODUCT_NAME),
    description: seo?.description?.trim() || DEFAULT_DESCRIPTION,
    keywords: seo?.keywords?.trim() || null,
    canonical: seo?.canonical?.trim() || `${origin}${bare}`,
  };
}

/** The path a canonical URL names: lower case, no query, no trailing slash. */
function barePath(path: string): string {
  return (path.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '').toLowerCase() || '/';
}

/**
 * Whether the head already belongs to this path: the server wrote it into index.html for
 * this page (its canonical link names the path), so it is right while the SEO content loads.
 */
export function headBelongsTo(canonicalHref: string | null, path: string): boolean {
  if (!canonicalHref) return false;
  try {
    return barePath(new URL(canonicalHref).pathname) === barePath(path);
  } catch {
    return false;
  }
}

function headElement<K extends 'meta' | 'link'>(
  tag: K,
  selector: string,
): HTMLElementTagNameMap[K] {
  const found = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (found) return found;
  const made = document.createElement(tag);
  document.head.append(made);
  return made;
}

/** Writes the tags into the document's head. */
export function applyHead(tags: HeadTags): void {
  document.title = tags.title;
  document.documentElement.lang = PAGE_LANG;
  const description = headElement('meta', 'meta[name="description"]');
  description.name = 'description';
  description.content = tags.description;
  if (tags.keywords) {
    const keywords = headElement('meta', 'meta[name="keywords"]');
    keywords.name = 'keywords';
    keywords.content = tags.keywords;
  } else {
    document.head.querySelector('meta[name="keywords"]')?.remove();
  }
  const canonical = headElement('link', 'link[rel="canonical"]');
  canonical.rel = 'canonical';
  canonical.href = tags.canonical;
  syncShareTags(tags);
}

/**
 * The share tags (og:*) the server wrote for the first page follow the app's navigation:
 * title, description and URL are updated; the picture, known only to the server's head, is
 * dropped once the head is another page's.
 */
function syncShareTags(tags: HeadTags): void {
  const og = (property: string) =>
    document.head.querySelector<HTMLMetaElement>(`meta[property="og:${property}"]`);
  if (og('url')?.content !== tags.canonical) og('image')?.remove();
  for (const [property, content] of [
    ['title', tags.title],
    ['description', tags.description],
    ['url', tags.canonical],
  ] as const) {
    const meta = og(property);
    if (meta) meta.content = content;
  }
}

/** What the other pages have: the default description, no keywords, no canonical link. */
function clearHead(title: string): void {
  document.title = title;
  const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (description) description.content = DEFAULT_DESCRIPTION;
  document.head.querySelector('meta[name="keywords"]')?.remove();
  document.head.querySelector('link[rel="canonical"]')?.remove();
  for (const meta of document.head.querySelectorAll(
    'meta[property^="og:"], meta[name^="twitter:"]',
  )) {
    meta.remove();
  }
}

/**
 * Keeps the head of a card page while it is shown; the app's defaults come back after.
 * `seo` is undefined while it loads: a head the server wrote for this path stays (a first
 * load must not flash the fallback title); any other head gives way to the fallback.
 */
export function useSeoHead(seo: SeoContent | null | undefined, path: string): void {
  useEffect(() => {
    if (seo === undefined) {
      const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
      if (headBelongsTo(canonical?.href ?? null, path)) return;
    }
    applyHead(headTags(seo ?? null, path, window.location.origin));
  }, [seo, path]);
  useEffect(() => {
    const previous = document.title;
    return () => clearHead(previous);
  }, []);
}
