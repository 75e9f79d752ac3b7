import { SANDBOX_COMPANY_IDENTITY } from '@tara/core/company';
import { describe, expect, it } from 'vitest';
import { escapeHtml, factSheet, factSheetHtml } from './factSheet';

describe('factSheetHtml', () => {
  it('is a standalone document with every section and point', () => {
    const sections = factSheet(SANDBOX_COMPANY_IDENTITY);
    const html = factSheetHtml(sections);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('lang="en-IN"');
    expect(html).toContain('Last updated: 21/11/2026');
    for (const section of sections) {
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

describe('factSheet', () => {
  it('names the configured company and its contacts', () => {
    const company = {
      legalName: 'Example Fintech Private Limited',
      cin: 'U72900KA2020PTC123456',
      registeredOffice: '1 MG Road, Bengaluru 560001',
      supportEmail: 'support@example.in',
      supportPhone: '+91 80 4000 0000',
      supportHours: 'Monday to Saturday, 10:00 to 18:00 IST',
      grievanceOfficer: {
        name: 'A. Officer',
        email: 'grievance@example.in',
        phone: '+91 80 4000 0001',
        address: '1 MG Road, Bengaluru 560001',
      },
      jurisdictionCity: 'Bengaluru',
      sandbox: false,
    };
    const text = factSheet(company).flatMap((s) => s.points);
    expect(text).toContain(
      'An online marketplace for financial products in India, run by Example Fintech Private Limited (CIN U72900KA2020PTC123456).',
    );
    expect(text.join(' ')).toContain('Support: support@example.in');
    expect(text.join(' ')).not.toMatch(/sandbox|sample/i);
  });

  it('labels the sandbox identity sample data', () => {
    const text = factSheet(SANDBOX_COMPANY_IDENTITY).flatMap((s) => s.points);
    expect(text[0]).toMatch(/^Sandbox: the company details on this sheet are sample data/);
  });

  it('leaves the company out, never a placeholder, until its identity is known', () => {
    const sections = factSheet(null);
    expect(sections.map((s) => s.heading)).not.toContain('Contact');
    expect(sections[0]?.points[0]).toBe('An online marketplace for financial products in India.');
  });
});
