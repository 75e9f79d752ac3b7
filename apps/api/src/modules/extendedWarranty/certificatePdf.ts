import { formatDate, formatPaise, formatPercent } from '@tara/core';
import { heading, keyValueTable, renderPdf } from '../loanDocuments/renderPdf.js';
import type { WarrantyView } from './warrantyView.js';

// The extended warranty's certificate (issue 22 §1, decision 086), drawn with the loan
// documents' pdfkit renderer (decision 024): the certificate number, the buyer, the product
// (its serial masked to the last four), the invoice value, the cover period (DD/MM/YYYY), the
// premium paid with its GST, the provider and how to claim, all from the warranty's view (the
// provider and the claim process come from the product's descriptor). A sample provider is
// said to be sample data.

/** The certificate of an active warranty as PDF bytes; throws for a quote (no certificate). */
export function certificatePdf(w: WarrantyView, buyer: string, now: Date): Promise<Buffer> {
  if (w.state !== 'active' || !w.certificate_no || !w.cover_from || !w.cover_to) {
    throw new Error('only an active warranty has a certificate');
  }
  const number = w.certificate_no;
  const period = `${formatDate(w.cover_from)} to ${formatDate(w.cover_to)}`;
  const half = formatPercent(w.gst.rate_percent / 2);
  const provider = w.provider.sample ? `${w.provider.name} (sample data)` : w.provider.name;
  const contact = [w.claim.email, w.claim.phone].filter((c): c is string => Boolean(c));
  return renderPdf({ title: `Extended warranty certificate ${number}`, now }, (doc) => {
    heading(doc, 'Extended warranty certificate', 16);
    if (w.provider.sample) {
      doc
        .fontSize(9)
        .text(
          'Sample data: no warranty provider is signed yet. The provider and its claims desk ' +
            'below are placeholders.',
        )
        .fontSize(10);
    }
    keyValueTable(doc, [
      ['Certificate number', number],
      ['Issued to', buyer],
      ['Plan', w.plan_title],
      ['Provider', provider],
    ]);
    heading(doc, 'Product covered');
    keyValueTable(doc, [
      ['Type', w.category],
      ['Brand', w.brand],
      ['Model', w.model],
      ['Serial number or IMEI', w.serial_masked],
      ['Bought on', formatDate(w.purchase_date)],
      ['Invoice value', formatPaise(w.invoice_value_paise)],
    ]);
    heading(doc, 'Cover');
    keyValueTable(doc, [
      ['Cover period', period],
      ['Starts', 'The day after the maker’s one-year warranty ends'],
    ]);
    heading(doc, 'Premium paid');
    keyValueTable(doc, [
      ['Taxable value', formatPaise(w.gst.base_paise)],
      [`CGST (${half})`, formatPaise(w.gst.cgst_paise)],
      [`SGST (${half})`, formatPaise(w.gst.sgst_paise)],
      [`Total, including ${formatPercent(w.gst.rate_percent)} GST`, formatPaise(w.premium_paise)],
      ...(w.payment_id ? [['Payment id', w.payment_id] as [string, string]] : []),
    ]);
    heading(doc, 'How to claim');
    w.claim.steps.forEach((step, i) => {
      doc.text(`${i + 1}. ${step}`).moveDown(0.2);
    });
    if (contact.length > 0) {
      doc.moveDown(0.3).text(`Claims desk: ${contact.join(', ')}`);
    }
    doc
      .moveDown(1)
      .fontSize(8)
      .text(
        `Quote the certificate number ${number} in every claim. The warranty's terms and ` +
          'conditions govern the cover, its conditions and exclusions.',
      );
  });
}
