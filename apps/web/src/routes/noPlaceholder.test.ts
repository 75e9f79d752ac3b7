import { PLACEHOLDER_PHRASES, placeholdersIn, SANDBOX_COMPANY_IDENTITY } from '@tara/core/company';
import { coverPrefixes, INSURANCE_COVERS } from '@tara/core/insurance';
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL_UNKNOWN } from '../api/useCompany';
import { factSheet, factSheetHtml } from '../features/pages/factSheet';
import { ALL_FAQS } from '../features/pages/faqs';
import { EW_TERMS, insuranceTermsOf, MEMBERSHIP_TERMS } from '../features/pages/productTerms';
import { pageRoutes } from '../features/pages/routes';

// Issue 22 §2 (decision 079): no page shows a placeholder ("to be published", "to be
// confirmed", support@tara.example, "[PLACEHOLDER…"). The company's details come from the API
// (`useCompany`); this reads every source file of the web app and the pages' own texts. The
// browser test (e2e/tests/noPlaceholder.test.ts) reads the rendered pages.

const SOURCES = {
  ...import.meta.glob(['../**/*.{ts,tsx,css}', '!../**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob('../../index.html', { query: '?raw', import: 'default', eager: true }),
} as Record<string, string>;

describe('the web app’s words', () => {
  it('reads every source file', () => {
    const files = Object.keys(SOURCES);
    expect(files).toContain('../features/pages/TermsPage.tsx');
    expect(files).toContain('../../index.html');
    expect(files.some((f) => f.endsWith('.test.ts'))).toBe(false);
    expect(files.length).toBeGreaterThan(200);
  });

  it('hold no placeholder phrase in any source file', () => {
    const found = Object.entries(SOURCES).flatMap(([file, text]) =>
      placeholdersIn(text).map((phrase) => `${file}: ${phrase}`),
    );
    expect(found).toEqual([]);
  });

  it('hold none in the pages’ own texts: FAQs, product terms, the fact sheet', () => {
    const slugs = INSURANCE_COVERS.flatMap((cover) =>
      coverPrefixes(cover).map((p) => p.replace(/^insurance\//, '')),
    );
    expect(slugs.length).toBeGreaterThan(5);
    const texts = [
      ...ALL_FAQS.flatMap((faq) => [faq.question, ...faq.answer]),
      ...[...MEMBERSHIP_TERMS, ...EW_TERMS].flatMap((s) => [s.heading, ...s.items]),
      ...slugs.map((slug) => JSON.stringify(insuranceTermsOf(slug))),
      factSheetHtml(factSheet(null)),
      factSheetHtml(factSheet(SANDBOX_COMPANY_IDENTITY)),
      SUPPORT_EMAIL_UNKNOWN,
    ];
    expect(texts.flatMap(placeholdersIn)).toEqual([]);
  });

  it('lists the general pages the browser test crawls', () => {
    const staticPaths = pageRoutes.map((r) => r.path).filter((p) => !p.includes(':'));
    for (const path of ['/about-us', '/terms', '/privacy', '/help-and-faqs']) {
      expect(staticPaths).toContain(path);
    }
  });

  it('would catch the old placeholders', () => {
    const old = "export const SUPPORT_EMAIL = 'support@tara.example';\n'[city, to be confirmed]'";
    expect(placeholdersIn(old)).toEqual(['tara.example', 'to be confirmed']);
    expect(PLACEHOLDER_PHRASES).toContain('[PLACEHOLDER');
  });
});
