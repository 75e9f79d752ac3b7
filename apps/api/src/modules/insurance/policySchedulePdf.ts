import {
  coverById,
  coverName,
  formatDate,
  formatPaise,
  formatPercent,
  type GstSplit,
  gstSplit,
  INSURED_RELATION_LABELS,
  type InsuranceProduct,
  type InsuredRelation,
  planGstRatePercent,
  premiumTaxNote,
} from '@tara/core';
import { coverDocumentParties, type PartyId, partyLine, taraLine } from '@tara/core/catalog';
import { type CompanyIdentity, companyParty } from '@tara/core/company';
import { heading, keyValueTable, renderPdf } from '../loanDocuments/renderPdf.js';

// The policy schedule (decision 045): the insurer, the policy number, who is insured, the
// nominee, the sum insured, the premium with its GST split and the period of cover, drawn with
// the loan documents' pdfkit renderer (decision 024). Dates DD/MM/YYYY, money in lakh grouping.
// The insurer is a party (its legal name and IRDAI registration), with the marketplace's role
// and the insurer's grievance line (decision 069).

export interface PolicySchedule {
  /** The insurer of the cover's plan (a combo's part has its own). */
  insurer: PartyId;
  product: InsuranceProduct;
  /** The journey that sold it (a voluntary variant's GST differs; a combo part's is the combo's). */
  journey: string;
  /** When it was bought: the GST rule in force that day applies (decision 075). */
  boughtOn: Date;
  policyNumber: string;
  planId: number;
  policyholder: string;
  insured: readonly { name: string; relation: InsuredRelation; dob: string }[];
  nominee: { name: string; relation: string; dob: string } | null;
  sumInsuredPaise: number;
  /** GST included. */
  premiumPaise: number;
  /** YYYY-MM-DD, both inclusive. */
  startDate: string;
  endDate: string;
}

/** The GST rate of the policy's cover as its journey sold it, on the day it was bought. */
function rateOf(schedule: PolicySchedule): number {
  const cover = coverById(schedule.product);
  if (cover?.kind !== 'single') throw new Error(`no plan table for ${schedule.product}`);
  const context = { journey: schedule.journey, boughtOn: schedule.boughtOn };
  return planGstRatePercent({ product: cover.id }, context);
}

/** The premium's rows: its GST split, or that it is exempt (decision 075). */
function premiumRows(split: GstSplit): [string, string][] {
  if (split.ratePercent === 0) {
    return [[`Total premium, ${premiumTaxNote(0)}`, formatPaise(split.totalPaise)]];
  }
  const half = formatPercent(split.ratePercent / 2);
  return [
    ['Taxable value', formatPaise(split.basePaise)],
    [`CGST (${half})`, formatPaise(split.cgstPaise)],
    [`SGST (${half})`, formatPaise(split.sgstPaise)],
    [
      `Total premium, including ${formatPercent(split.ratePercent)} GST`,
      formatPaise(split.totalPaise),
    ],
  ];
}

/** The schedule of an issued policy; it is sold through the configured company (decision 079). */
export function policySchedulePdf(
  schedule: PolicySchedule,
  company: CompanyIdentity,
  now: Date,
): Promise<Buffer> {
  const split = gstSplit(schedule.premiumPaise, rateOf(schedule));
  const parties = coverDocumentParties(
    schedule.insurer,
    coverName(schedule.product),
    companyParty(company),
  );
  const insurer = parties.provider.legalName ?? parties.provider.name;
  return renderPdf({ title: `Policy schedule ${schedule.policyNumber}`, now }, (doc) => {
    heading(doc, 'Policy schedule', 16);
    keyValueTable(doc, [
      ['Insurer', partyLine(parties.provider)],
      ['Policy number', schedule.policyNumber],
      ['Product', coverName(schedule.product)],
      ['Plan', String(schedule.planId)],
      ['Policyholder', schedule.policyholder],
      [
        'Period of insurance',
        `${formatDate(schedule.startDate)} to ${formatDate(schedule.endDate)}`,
      ],
      ['Sum insured', formatPaise(schedule.sumInsuredPaise)],
    ]);
    if (schedule.insured.length > 0) {
      heading(doc, 'Insured persons');
      keyValueTable(
        doc,
        schedule.insured.map((p) => [
          INSURED_RELATION_LABELS[p.relation],
          `${p.name}, born ${formatDate(p.dob)}`,
        ]),
      );
    }
    heading(doc, 'Nominee');
    keyValueTable(
      doc,
      schedule.nominee
        ? [
            ['Name', schedule.nominee.name],
            ['Relation', schedule.nominee.relation],
            ['Date of birth', formatDate(schedule.nominee.dob)],
          ]
        : [['Name', 'None named']],
    );
    heading(doc, 'Premium');
    keyValueTable(doc, premiumRows(split));
    heading(doc, 'Who to contact');
    keyValueTable(doc, [
      ['Sold through', taraLine(parties)],
      ['Grievance redressal', parties.grievance],
    ]);
    doc
      .moveDown(1)
      .fontSize(8)
      .text(
        `This schedule is issued on behalf of ${insurer}. The policy wording ` +
          'governs the cover, its conditions and exclusions.',
      );
  });
}
