import { describe, expect, it } from 'vitest';
import { escapeHtml, FACT_SHEET, factSheetHtml } from './factSheet';
import { isPlaceholder } from './legal';

describe('factSheetHtml', () => {
  it('is a standalone document with every section and point', () => {
    const html = factSheetHtml();
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('lang="en-IN"');
    expect(html).toContain('Last updated: 21/11/2026');
    for (const section of FACT_SHEET) {
      expect(html).toContain(`<h2>${escapeHtml(section.heading)}</h2>`);
      for (const point of section.points) expect(html).toContain(escapeHtml(point));
    }
  });

  it('escapes text, so no content can become markup', () => {
    const html = factSheetHtml([{ heading: 'A & B', points: ['<script>"x"</script>'] }]);
    expect(html).toContain('<h2>A &amp; B</h2>');
    expect(html).toContain('&lt;script&gt;&quot;x&quot;&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });
});

describe('isPlaceholder', () => {
  it('marks bracketed values only', () => {
    expect(isPlaceholder('[city, to be confirmed]')).toBe(true);
    expect(isPlaceholder('Mumbai')).toBe(false);
  });
});
