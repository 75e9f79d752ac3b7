import {
  accountTypeName,
  type CreditReport,
  formatDate,
  formatINR,
  scoreFactors,
  scoreLevelOf,
} from '@tara/core';
import { heading, keyValueTable, renderPdf } from '../loanDocuments/renderPdf.js';

// POST /credit-report/doc (spec 01 §7, CR-29): the user's own latest report as a PDF to keep
// (decision 038). It prints what the credit-score page shows (score, the factors with the
// user's figures, accounts, enquiries) and nothing the report does not hold: account numbers
// stay last-four (decision 034), and no PAN or mobile is printed.

export interface ReportPdfInput {
  report: CreditReport;
  pulledAt: Date;
  /** The user's name as their profile holds it (may be empty). */
  name: string;
}

const RATING: Record<string, string> = { good: 'Good', fair: 'Fair', poor: 'Needs work' };

export function reportPdf(input: ReportPdfInput, now: Date): Promise<Buffer> {
  const { report, pulledAt, name } = input;
  return renderPdf({ title: 'Credit report', now }, (doc) => {
    heading(doc, 'Your credit report', 16);
    keyValueTable(doc, [
      ...(name ? [['Name', name] as [string, string]] : []),
      ['Bureau', 'Experian'],
      ['Report number', report.reportId],
      ['Report date', formatDate(report.generatedOn)],
      ['Fetched on', formatDate(pulledAt)],
      [
        'Score',
        report.score === null
          ? 'No score yet: too little history'
          : `${report.score} out of 900, ${scoreLevelOf(report.score).text}`,
      ],
    ]);

    heading(doc, 'What moves your score');
    keyValueTable(
      doc,
      scoreFactors(report).map((f) => [
        `${f.title} (${f.impact} impact)`,
        `${f.rating ? `${RATING[f.rating]}. ` : ''}${f.figure}\n${f.action}`,
      ]),
    );

    heading(doc, 'Accounts');
    if (report.accounts.length === 0) doc.text('The bureau holds no account in your name yet.');
    else {
      keyValueTable(
        doc,
        report.accounts.map((a) => [
          `${a.lender} ${accountTypeName(a.type)} ending ${a.accountLast4}`,
          [
            `Opened ${formatDate(a.openedOn)}`,
            a.closedOn
              ? `closed ${formatDate(a.closedOn)}`
              : `owed ${formatINR(a.balancePaise / 100)} of ${formatINR(a.sanctionedPaise / 100)}`,
            a.overduePaise > 0 ? `overdue ${formatINR(a.overduePaise / 100)}` : 'nothing overdue',
          ].join(', '),
        ]),
      );
    }

    heading(doc, 'Enquiries');
    if (report.enquiries.length === 0) doc.text('No lender has enquired.');
    else {
      keyValueTable(
        doc,
        report.enquiries.map((e) => [
          formatDate(e.on),
          `${e.lender}, ${accountTypeName(e.purpose)}, ${formatINR(e.amountPaise / 100)}`,
        ]),
      );
    }

    doc
      .moveDown(1)
      .fontSize(8)
      .text(
        'Account numbers show their last four characters only. Tara keeps this report for 90 days after it was fetched, then deletes it; withdrawing your consent deletes it at once. To correct an entry, raise a dispute with the bureau.',
      );
  });
}
