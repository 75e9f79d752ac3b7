import { formatDate } from '@tara/core/format';
import type { Company } from '../../api/companyApi';
import { productsOpenText } from './productsOpenText';

const OPEN = productsOpenText();

// The fact sheet: Tara on one page. The page shows it and offers it as a standalone HTML
// file made in the browser from this same data (no binary PDF). The company's details are its
// configured identity (decision 079); the sandbox's are labelled sample data.

export interface FactSection {
  heading: string;
  points: readonly string[];
}

/** The date the fact sheet was last revised (YYYY-MM-DD). */
export const FACT_SHEET_UPDATED = '2026-11-21';

export const FACT_SHEET_TITLE = 'Tara Marketplace: fact sheet';

/** The fact sheet; without the company's identity (not loaded yet), without its details. */
export const factSheet = (company: Company | null): readonly FactSection[] => [
  {
    heading: 'What Tara is',
    points: [
      ...(company?.sandbox
        ? ['Sandbox: the company details on this sheet are sample data, not a real company.']
        : []),
      company
        ? `An online marketplace for financial products in India, run by ${company.legalName} (CIN ${company.cin}).`
        : 'An online marketplace for financial products in India.',
      'Tara, a guide, leads each application one question at a time, in a phone browser or inside our app.',
      'We are not a lender: we do not lend, issue cards or decide applications.',
    ],
  },
  {
    heading: 'Products',
    // From the product catalogue: a live product is never "coming soon" (issue 21).
    points: [OPEN.open, ...(OPEN.soon ? [OPEN.soon] : [])],
  },
  {
    heading: 'How it works',
    points: [
      'You answer questions about yourself, your work and your income; each answer is saved as you go.',
      'We match your answers to each lender’s criteria and show the offers you may be eligible for, with the reasons, and the ones you are not eligible for, with the reasons too.',
      'You choose an offer; we pass your application to that lender, which decides and contacts you.',
    ],
  },
  {
    heading: 'Costs',
    points: [
      'Checking offers and applying through Tara is free for you.',
      'Lenders charge their own fees (for example joining and annual fees); we show them where lenders give them to us.',
      'Lenders may pay us a fee for applications we pass on; it does not change what you pay the lender.',
    ],
  },
  {
    heading: 'Your data',
    points: [
      'We collect what lenders need: name, contact details, PAN, address, employment and income.',
      'We share it with the lender you apply to and, with your consent, a credit bureau. We do not sell it.',
      'Your Aadhaar number is never stored in full. You can ask for access, correction or deletion under the Digital Personal Data Protection Act, 2023.',
    ],
  },
  ...(company
    ? [
        {
          heading: 'Contact',
          points: [
            `Support: ${company.supportEmail}, ${company.supportPhone} (${company.supportHours})`,
            `Grievance Officer: ${company.grievanceOfficer.name}, ${company.grievanceOfficer.email}, ${company.grievanceOfficer.phone}`,
            `Registered office: ${company.registeredOffice}`,
          ],
        },
      ]
    : []),
];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The fact sheet as a standalone, printable HTML document. */
export function factSheetHtml(sections: readonly FactSection[]): string {
  const body = sections
    .map(
      (s) =>
        `<h2>${escapeHtml(s.heading)}</h2>\n<ul>\n${s.points
          .map((p) => `<li>${escapeHtml(p)}</li>`)
          .join('\n')}\n</ul>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(FACT_SHEET_TITLE)}</title>
<style>body{font-family:system-ui,sans-serif;line-height:1.5;max-width:40em;margin:1em auto;padding:0 1em;color:#1a1f2b}h1{font-size:1.5em}h2{font-size:1.1em;margin-top:1.2em}</style>
</head>
<body>
<h1>${escapeHtml(FACT_SHEET_TITLE)}</h1>
<p>Last updated: ${formatDate(FACT_SHEET_UPDATED)}</p>
${body}
</body>
</html>
`;
}
