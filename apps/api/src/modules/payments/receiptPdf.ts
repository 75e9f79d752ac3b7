import { formatDate, formatPaise, formatPercent, premiumTaxNote } from '@tara/core';
import { grievanceLine, partyLine } from '@tara/core/catalog';
import { type CompanyIdentity, companyParty } from '@tara/core/company';
import { heading, keyValueTable, renderPdf } from '../loanDocuments/renderPdf.js';
import type { PurchaseView } from './purchaseView.js';

/**
/**
 * The amount's rows: the taxable value, CGST and SGST at half the rate each (decision 040), the
 * exempt part apart (an exempt cover, a combo's exempt parts; decision 075), or only the total
 * when all of it is exempt.
 */
function amountRows(view: PurchaseView): [string, string][] {
  const { gst } = view;
  const total = formatPaise(view.amount_paise);
  if (gst.gst_paise === 0 && gst.exempt_paise === view.amount_paise) {
    return [[`Total, ${premiumTaxNote(0)}`, total]];
  }
  const half = formatPercent(gst.rate_percent / 2);
  const cgst = Math.floor(gst.gst_paise / 2);
  return [
    ...(gst.exempt_paise > 0
      ? [[`Value ${premiumTaxNote(0)}`, formatPaise(gst.exempt_paise)] as [string, string]]
      : []),
    ['Taxable value', formatPaise(gst.base_paise - gst.exempt_paise)],
    [`CGST (${half})`, formatPaise(cgst)],
    [`SGST (${half})`, formatPaise(gst.gst_paise - cgst)],
    [`Total, including ${formatPercent(gst.rate_percent)} GST`, total],
  ];
}

/**
 * The receipt of a paid purchase (PDF): the price including GST with its breakdown, as the
 * purchase's view tells it (its own rate: an individual insurance cover is exempt, decision
 * 075), and who received the money: the marketplace, its company as configured (decision 079).
 * Only its user downloads it. Billed to the buyer's own name (`billedTo`, decision 077).
 */
export function receiptPdf(
  view: PurchaseView,
  billedTo: string,
  company: CompanyIdentity,
  now: Date,
): Promise<Buffer> {
  const tara = companyParty(company);
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
    keyValueTable(doc, amountRows(view));
    heading(doc, 'Grievance redressal');
    doc.text(grievanceLine(tara));
  });
}
