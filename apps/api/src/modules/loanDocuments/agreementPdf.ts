import { formatDate, formatINR } from '@tara/core';
import type { LoanPapers } from './loanPapers.js';
import { SPONSOR_BANK } from './nachForm.js';
import { heading, keyValueTable, renderPdf } from './renderPdf.js';

/** The grievance redressal officer the lender names (a placeholder until it does). */
export const GRIEVANCE_OFFICER =
  'Grievance Redressal Officer, IDFC FIRST Bank Limited (name, phone and e-mail to be provided by the lender)';

const rupees = (paise: number): string => formatINR(paise / 100);
const percent = (bp: number): string => `${(bp / 100).toFixed(2)}%`;

/**
 * The loan agreement with its Key Fact Statement first (RBI requires the KFS up front, in a
 * standard order), then the repayment schedule and the terms the borrower accepts with an
 * OTP (the journey's e-agreement step, not this document). The account number is masked here.
 */
export function agreementPdf(papers: LoanPapers, now: Date): Promise<Buffer> {
  const { kfs, account } = papers;
  return renderPdf({ title: 'Loan agreement and Key Fact Statement', now }, (doc) => {
    heading(doc, 'Loan Agreement', 16);
    doc.text(`Lender: ${SPONSOR_BANK}`);
    doc.text(`Borrower: ${papers.borrowerName || '(borrower)'}`);
    doc.text(`Application reference: ${papers.reference}`);
    doc.text(`Date: ${formatDate(now)}`);

    heading(doc, 'Key Fact Statement');
    keyValueTable(doc, [
      ['Loan amount', rupees(kfs.principal)],
      ['Loan term', `${kfs.tenureMonths} months`],
      ['Interest rate', `${percent(kfs.annualRateBp)} per annum, fixed, on the reducing balance`],
      ['Processing fee', rupees(kfs.processingFee)],
      ['Other charges', rupees(kfs.otherCharges)],
      ['Net disbursed amount', rupees(kfs.netDisbursed)],
      ['Instalment (EMI)', `${rupees(kfs.emi)} a month, ${kfs.tenureMonths} instalments`],
      ['Total interest', rupees(kfs.totalInterest)],
      ['Total amount payable', rupees(kfs.totalPayable)],
      ['Annual Percentage Rate (APR)', percent(kfs.aprBp)],
      ['Penal charges', kfs.penalCharges],
      [
        'Cooling-off period',
        `${kfs.coolingOffDays} days from disbursal: you may exit the loan by repaying the principal and the proportionate APR, with no penalty.`,
      ],
      [
        'Repayment account',
        account
          ? `${account.bankName}, account ending ${account.number.slice(-4)}`
          : 'To be given in the mandate steps',
      ],
      ['Grievance redressal', GRIEVANCE_OFFICER],
    ]);

    heading(doc, 'Repayment schedule');
    keyValueTable(
      doc,
      kfs.schedule.map((i) => [
        `Month ${i.month}`,
        `EMI ${rupees(i.emi)}   principal ${rupees(i.principal)}   interest ${rupees(i.interest)}   balance ${rupees(i.balance)}`,
      ]),
      90,
    );

    heading(doc, 'Terms');
    doc
      .fontSize(9)
      .text(
        'The borrower agrees to repay the loan in the instalments above by NACH debit from the repayment account. ' +
          'Interest is charged on the outstanding principal at the rate above. Penal charges, if any, are levied as stated in the Key Fact Statement and are not capitalised. ' +
          'The borrower may prepay the loan. Any fee or charge not stated in this Key Fact Statement cannot be charged without the borrower’s explicit consent. ' +
          'The borrower accepts this agreement electronically with a one-time password sent to the registered mobile number.',
      );
  });
}
