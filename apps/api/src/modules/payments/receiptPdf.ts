import { formatDate, formatPaise, gstSplit } from '@tara/core';
import { grievanceLine, partyById, partyLine } from '@tara/core/catalog';
import { heading, keyValueTable, renderPdf } from '../loanDocuments/renderPdf.js';
import type { PurchaseView } from './purchaseView.js';

/**
 * The receipt of a paid purchase (PDF): the price including GST with its breakdown (taxable
 * value, CGST and SGST at half the rate each; decision 040), and who received the money: the
 * marketplace, whose company details are not published yet (decision 069). Only its user
 * downloads it. Billed to the buyer's own name (`billedTo`, decision 077).
 */
export function receiptPdf(view: PurchaseView, billedTo: string, now: Date): Promise<Buffer> {
  const split = gstSplit(view.amount_paise);
  const half = `${split.ratePercent / 2}%`;
  const tara = partyById('tara');
  return renderPdf({ title: `Receipt ${view.payment_id}`, now }, (doc) => {
    heading(doc, 'Payment receipt', 16);
    keyValueTable(doc, [
      ['Received by', partyLine(tara)],
      ['Billed to', billedTo],
      ['Item', view.title],
      ['Paid on', view.paid_at ? formatDate(view.paid_at) : formatDate(now)],
      ['Payment id', view.payment_id ?? ''],
      ['Order id', view.order_id],
    ]);
    heading(doc, 'Amount');
    keyValueTable(doc, [
      ['Taxable value', formatPaise(split.basePaise)],
      [`CGST (${half})`, formatPaise(split.cgstPaise)],
      [`SGST (${half})`, formatPaise(split.sgstPaise)],
      [`Total, including ${split.ratePercent}% GST`, formatPaise(split.totalPaise)],
    ]);
    heading(doc, 'Grievance redressal');
    doc.text(grievanceLine(tara));
  });
}
