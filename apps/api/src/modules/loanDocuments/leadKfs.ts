import { answerAmount } from '@tara/core';
import { grievanceLine } from '@tara/core/catalog';
import { type CompanyIdentity, companyParty } from '@tara/core/company';
import type { LeadKfsResponse } from '@tara/core/contract';
import { documentPartiesOf, PRODUCTS } from '@tara/core/products';
import { offerCosts, offerCostTexts } from '@tara/core/rules/loans';
import { httpError } from '../../http/errors.js';
import type { LeadRow } from '../leads/data.js';
import { NO_SUCH_DOCUMENT, numberFact, OFFER_NOT_READY, offerFacts } from './loanPapers.js';

export type LeadKfs = LeadKfsResponse['data']['results'];

/** Where a lead's KFS PDF is served (its owner's session only). */
export const leadKfsPdfPath = (leadId: string): string =>
  `/api/leads/${encodeURIComponent(leadId)}/documents/kfs.pdf`;

/**
 * The Key Fact Statement of a partner's offer to a lead (issue 22 §1, decision 080): the
 * business loan's, or a credit line's with its illustrative drawdown. The terms are the
 * offer call's facts, as the agreement's (decision 024), never the browser's; a fee the offer
 * does not give is "as per the lender's KFS", never ₹0. No offer yet: 409; a product with no
 * KFS: 404.
 */
export function leadKfsOf(lead: LeadRow, company: CompanyIdentity): LeadKfs {
  const parties = documentPartiesOf(lead.journey, 'kfs', companyParty(company));
  if (!parties) throw httpError(404, NO_SUCH_DOCUMENT);
  const offer = offerFacts(lead);
  const tenure = numberFact(offer, 'tenureMonths') ?? answerAmount(lead.answers.tenure);
  const amount = numberFact(offer, 'offeredAmountPaise');
  const rate = numberFact(offer, 'interestRateBps');
  if (amount === null || amount === 0 || rate === null || !tenure) {
    throw httpError(409, OFFER_NOT_READY);
  }
  const family = PRODUCTS.find((p) => p.journeys.some((j) => j.prefix === lead.journey))?.family;
  const costs = offerCosts({
    kind: family === 'credit-line' ? 'creditLine' : 'loan',
    amountPaise: amount,
    annualRateBp: rate,
    tenureMonths: tenure,
    processingFeePaise: numberFact(offer, 'processingFeePaise'),
    otherChargesPaise: numberFact(offer, 'otherChargesPaise'),
  });
  const texts = offerCostTexts(costs);
  const { kfs } = costs;
  const rows: [string, string][] = [
    ...texts.kfsRows,
    ['Lender’s grievance redressal officer', parties.grievance],
    [`Our grievance officer (${parties.taraActsAs})`, grievanceLine(parties.tara)],
  ];
  return {
    lenderName: parties.provider.legalName ?? parties.provider.name,
    purpose: parties.purpose,
    kind: costs.terms.kind,
    reference: lead.id.slice(0, 8).toUpperCase(),
    feesKnown: costs.feesKnown,
    amountPaise: kfs.principal,
    annualRateBp: kfs.annualRateBp,
    tenureMonths: kfs.tenureMonths,
    processingFeePaise: costs.terms.processingFeePaise,
    emiPaise: kfs.emi,
    totalPayablePaise: kfs.totalPayable,
    aprBp: kfs.aprBp,
    coolingOffDays: kfs.coolingOffDays,
    penalCharges: texts.facts.penalChargesText,
    illustration: texts.illustration,
    rows: rows.map(([label, value]) => ({ label, value })),
    schedule: kfs.schedule,
    pdfPath: leadKfsPdfPath(lead.id),
    journeyPath: `/${lead.journey}`,
  };
}
