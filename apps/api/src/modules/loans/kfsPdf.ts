import { formatDate, formatPaise, formatPercent, formatYearlyRate } from '@tara/core';
import type { CompanyIdentity } from '@tara/core/company';
import type { KeyFactStatement } from '@tara/core/rules/loans';
import { heading, keyValueTable, renderPdf } from '../loanDocuments/renderPdf.js';
import { lenderGrievance, ourGrievance, type ProductView } from './loanOffers.js';

/**
 * The Key Fact Statement of a personal-loan offer as a PDF (RBI's Annex A fields, decision
 * 050), on decision 024's renderer: the same figures as the KFS page, from the same
 * `keyFactStatement`. Indicative: the lender's own KFS, before the agreement, is binding.
 */
export function kfsPdf(
  product: ProductView,
  kfs: KeyFactStatement,
  company: CompanyIdentity,
  now: Date,
): Promise<Buffer> {
  return renderPdf(
    { title: `Key Fact Statement: ${product.lenderName} ${product.name}`, now },
    (doc) => {
      heading(doc, 'Key Fact Statement (indicative)', 16);
      doc.text(`Lender: ${product.lenderName}`);
      doc.text(`Product: ${product.name}`);
      doc.text(`Date: ${formatDate(now)}`);
      doc
        .fontSize(9)
        .text(
          'Indicative: the lender sets the final terms after checking your application and gives you its own Key Fact Statement before you sign.',
        )
        .fontSize(10);

      heading(doc, 'Part 1: Interest rate and fees and charges');
      keyValueTable(doc, [
        ['Loan amount', formatPaise(kfs.principal)],
        ['Loan term', `${kfs.tenureMonths} months`],
        ['Instalments', `${kfs.tenureMonths} monthly instalments (EMI) of ${formatPaise(kfs.emi)}`],
        ['Interest rate', `${formatYearlyRate(kfs.annualRateBp)}, fixed, on the reducing balance`],
        [`Processing fee (with ${formatPercent(18)} GST)`, formatPaise(kfs.processingFee)],
        ['Other charges', formatPaise(kfs.otherCharges)],
        ['Net disbursed amount', formatPaise(kfs.netDisbursed)],
        ['Total interest', formatPaise(kfs.totalInterest)],
        ['Total amount payable', formatPaise(kfs.totalPayable)],
        ['Annual Percentage Rate (APR)', formatYearlyRate(kfs.aprBp)],
        ['Penal charges', kfs.penalCharges],
      ]);

      heading(doc, 'Part 2: Other qualitative information');
      keyValueTable(doc, [
        [
          'Cooling-off (look-up) period',
          `${kfs.coolingOffDays} days from disbursal: you may exit the loan by repaying the principal and the proportionate APR, with no penalty.`,
        ],
        [
          'Pre-closure',
          product.preClosureMonths === 0
            ? `Any time; charges as stated in ${product.lenderName}’s loan agreement`
            : `After ${product.preClosureMonths} months of EMIs; charges as stated in ${product.lenderName}’s loan agreement`,
        ],
        ['Lender’s grievance redressal officer', lenderGrievance(product)],
        ['Our grievance officer (lending service provider)', ourGrievance(company)],
      ]);

      heading(doc, 'Repayment schedule');
      keyValueTable(
        doc,
        kfs.schedule.map((i) => [
          `Month ${i.month}`,
          `EMI ${formatPaise(i.emi)}   principal ${formatPaise(i.principal)}   interest ${formatPaise(i.interest)}   balance ${formatPaise(i.balance)}`,
        ]),
        90,
      );
    },
  );
}
