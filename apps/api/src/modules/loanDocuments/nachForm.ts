import { formatDate, formatINR } from '@tara/core';
import { capitalised, type DocumentParties } from '@tara/core/catalog';
import { httpError } from '../../http/errors.js';
import type { LoanPapers } from './loanPapers.js';
import { heading, keyValueTable, renderPdf } from './renderPdf.js';
import { rupeesInWords } from './rupeesInWords.js';

/** The mandate's NACH utility code (a placeholder until the sponsor bank issues it). */
export const UTILITY_CODE = 'NACH00000000000000 (to be issued by the sponsor bank)';

/**
 * The sponsor bank that presents the debits: a lender that is a bank is its own; an NBFC's is
 * the bank it names, which it has not named to us yet (decision 069).
 */
export function sponsorBankOf({ provider }: DocumentParties): string {
  const lender = provider.legalName ?? provider.name;
  return provider.kind === 'bank' ? lender : `To be named by ${lender}`;
}

export const ACCOUNT_NOT_READY = 'The bank account details are not filled yet';

/**
 * The physical NACH debit mandate, pre-filled for the borrower to print, sign and upload
 * (business-loan step40, credit-line step28), in the lead's lender's name and for its product
 * (decision 069). It carries the FULL account number: NPCI registers a mandate only
 * against the whole number, and the customer signs it as their own (decision 024). It is sent
 * only to the lead's owner or staff, never cached, never logged.
 */
export function nachFormPdf(papers: LoanPapers, now: Date): Promise<Buffer> {
  const { account, kfs, parties } = papers;
  if (!account) throw httpError(409, ACCOUNT_NOT_READY);
  const lender = parties.provider.legalName ?? parties.provider.name;
  const cap = mandateCap(kfs.emi);
  const start = firstDebitDate(now);
  const end = addMonths(start, kfs.tenureMonths + 3);
  return renderPdf({ title: 'NACH debit mandate', now }, (doc) => {
    heading(doc, 'NACH / Direct Debit Mandate Form', 15);
    doc.text(`Date: ${formatDate(now)}        UMRN: ______________________ (for bank use)`);
    doc.text('Tick: [X] CREATE   [ ] MODIFY   [ ] CANCEL');
    doc.moveDown(0.5);
    keyValueTable(doc, [
      ['Sponsor bank', sponsorBankOf(parties)],
      ['Utility code', UTILITY_CODE],
      ['I/We hereby authorise', `${lender} to debit my/our account`],
      [
        'Account type',
        `[${account.type === 'Savings' ? 'X' : ' '}] SB   [${account.type === 'Current' ? 'X' : ' '}] CA`,
      ],
      ['Bank account number', account.number],
      ['With bank', account.bankName || '(bank name)'],
      ['IFSC', account.ifsc],
      ['MICR', '__________________'],
      ['An amount of rupees', rupeesInWords(cap / 100)],
      ['Amount (₹)', formatINR(cap / 100)],
      [
        'Frequency',
        '[X] Monthly   [ ] Quarterly   [ ] Half-yearly   [ ] Yearly   [ ] As and when presented',
      ],
      ['Debit type', '[ ] Fixed amount   [X] Maximum amount'],
      ['Reference 1 (loan application)', papers.reference],
      ['Reference 2', `${capitalised(parties.purpose)} repayment`],
      ['Period: from', formatDate(start)],
      ['Period: to', formatDate(end)],
      ['Or', '[ ] Until cancelled'],
    ]);
    doc.moveDown(0.6);
    doc
      .fontSize(8)
      .text(
        'I agree for the debit of mandate processing charges by the bank whom I am authorising to debit my account as per the latest schedule of charges of the bank. ' +
          'This is to confirm that the declaration has been carefully read, understood and made by me/us. I am authorising the user entity/corporate to debit my account, based on the instructions as agreed and signed by me. ' +
          'I have understood that I am authorised to cancel/amend this mandate by appropriately communicating the cancellation/amendment request to the user entity/corporate or the bank where I have authorised the debit.',
      );
    doc.fontSize(10).moveDown(1);
    signatureBoxes(doc, [account.holderName, '', '']);
  });
}

/**
 * The mandate's maximum debit: twice the EMI, rounded up to the next ₹100, so a missed
 * instalment and its charges can still be collected without a new mandate (decision 024).
 */
export function mandateCap(emiPaise: number): number {
  return Math.ceil((emiPaise * 2) / 10_000) * 10_000;
}

/** EMIs are debited on the 5th; the first one in the month after next's start if past the 20th. */
export function firstDebitDate(now: Date): Date {
  const monthsAhead = now.getUTCDate() > 20 ? 2 : 1;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthsAhead, 5));
}

function addMonths(date: Date, months: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate()));
}

function signatureBoxes(doc: PDFKit.PDFDocument, names: string[]): void {
  const left = doc.page.margins.left;
  const width = (doc.page.width - left - doc.page.margins.right - 20) / 3;
  const top = doc.y;
  names.forEach((name, i) => {
    const x = left + i * (width + 10);
    doc.rect(x, top, width, 60).lineWidth(0.5).stroke('#333333');
    doc.fontSize(8).text(`Signature of account holder ${i + 1}`, x + 4, top + 64, { width });
    doc.text(`Name: ${name || '____________________'}`, x + 4, top + 76, { width });
  });
  doc.x = left;
  doc.y = top + 100;
  doc.fontSize(10);
}
