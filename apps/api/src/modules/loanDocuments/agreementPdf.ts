import { formatDate, formatINR, formatYearlyRate } from '@tara/core';
import { capitalised, grievanceLine, partyLine, taraLine } from '@tara/core/catalog';
import { AS_PER_LENDER_KFS, PARTNER_PENAL_CHARGES } from '@tara/core/rules/loans';
import type { LoanPapers } from './loanPapers.js';
import { heading, keyValueTable, renderPdf } from './renderPdf.js';

const rupees = (paise: number): string => formatINR(paise / 100);

/**
 * The agreement of a loan or credit line, with its Key Fact Statement first (RBI requires the
 * KFS up front, in a standard order), then the repayment schedule and the terms the borrower
 * accepts with an OTP (the journey's e-agreement step, not this document). The lender, the purpose and the
 * grievance line are the lead's product's (decision 069). The account number is masked here.
 */
export function agreementPdf(papers: LoanPapers, now: Date): Promise<Buffer> {
  const { kfs, account, parties, feesGiven: given } = papers;
  const { purpose } = parties;
  const title = `${capitalised(purpose)} agreement`;
  return renderPdf({ title: `${title} and Key Fact Statement`, now }, (doc) => {
    heading(doc, title, 16);
    doc.text(`Lender: ${partyLine(parties.provider)}`);
    doc.text(`Arranged through: ${taraLine(parties)}`);
    doc.text(`Borrower: ${papers.borrowerName || '(borrower)'}`);
    doc.text(`Application reference: ${papers.reference}`);
    doc.text(`Date: ${formatDate(now)}`);

    heading(doc, 'Key Fact Statement');
    keyValueTable(doc, [
      ['Product', capitalised(purpose)],
      ['Loan amount', rupees(kfs.principal)],
      ['Loan term', `${kfs.tenureMonths} months`],
      ['Interest rate', `${formatYearlyRate(kfs.annualRateBp)}, fixed, on the reducing balance`],
      // A fee the offer did not give is the lender's KFS's, never ₹0 (decision 080).
      ['Processing fee', given.processingFee ? rupees(kfs.processingFee) : AS_PER_LENDER_KFS],
      ['Other charges', given.otherCharges ? rupees(kfs.otherCharges) : AS_PER_LENDER_KFS],
      [
        'Net disbursed amount',
        given.processingFee
          ? rupees(kfs.netDisbursed)
          : `${rupees(kfs.principal)} less the lender’s fees, as per its KFS`,
      ],
      ['Instalment (EMI)', `${rupees(kfs.emi)} a month, ${kfs.tenureMonths} instalments`],
      ['Total interest', rupees(kfs.totalInterest)],
      [
        'Total amount payable',
        `${rupees(kfs.totalPayable)}${given.processingFee ? '' : ', plus the lender’s fees as per its KFS'}`,
      ],
      [
        'Annual Percentage Rate (APR)',
        `${formatYearlyRate(kfs.aprBp)}${given.processingFee ? '' : ' before fees: the lender’s fees, as per its KFS, add to it'}`,
      ],
      ['Penal charges', PARTNER_PENAL_CHARGES],
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
      ['Grievance redressal', parties.grievance],
      ['Grievance redressal (lending service provider)', grievanceLine(parties.tara)],
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
        `The borrower agrees to repay the ${purpose} in the instalments above by NACH debit from the repayment account to ${parties.provider.legalName ?? parties.provider.name}. ` +
          'Interest is charged on the outstanding principal at the rate above. Penal charges, if any, are levied as stated in the Key Fact Statement and are not capitalised. ' +
          `The borrower may prepay the ${purpose}. Any fee or charge not stated in this Key Fact Statement cannot be charged without the borrower’s explicit consent. ` +
          'The borrower accepts this agreement electronically with a one-time password sent to the registered mobile number.',
      );
  });
}
