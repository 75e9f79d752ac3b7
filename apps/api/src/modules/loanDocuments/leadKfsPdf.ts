import { formatDate, formatPaise } from '@tara/core';
import type { LeadKfs } from './leadKfs.js';
import { heading, keyValueTable, renderPdf } from './renderPdf.js';

/**
 * The Key Fact Statement of a partner's offer to a lead as a PDF (decision 080): the rows of
 * the KFS page, word for word, and the schedule of the loan or of the credit line's
 * illustrative drawdown. Before acceptance; the lender's own KFS, before signing, is binding.
 */
export function leadKfsPdf(kfs: LeadKfs, now: Date): Promise<Buffer> {
  const line = kfs.kind === 'creditLine';
  return renderPdf(
    { title: `Key Fact Statement: ${kfs.lenderName} ${kfs.purpose}`, now },
    (doc) => {
      heading(doc, 'Key Fact Statement', 16);
      doc.text(`Lender: ${kfs.lenderName}`);
      doc.text(`Product: ${kfs.purpose}`);
      doc.text(`Application reference: ${kfs.reference}`);
      doc.text(`Date: ${formatDate(now)}`);
      doc
        .fontSize(9)
        .text(
          'The lender’s offer before you accept it. The lender gives you its own Key Fact Statement before you sign the agreement; a charge it does not state cannot be taken without your consent.',
        )
        .fontSize(10);
      heading(doc, 'Part 1: Interest rate, fees and charges');
      keyValueTable(
        doc,
        kfs.rows.map((r) => [r.label, r.value]),
      );
      heading(doc, line ? 'Repayment of the illustrative drawdown' : 'Repayment schedule');
      keyValueTable(
        doc,
        kfs.schedule.map((i) => [
          `Month ${i.month}`,
          `instalment ${formatPaise(i.emi)}   principal ${formatPaise(i.principal)}   interest ${formatPaise(i.interest)}   balance ${formatPaise(i.balance)}`,
        ]),
        90,
      );
    },
  );
}
