import { type Answers, answerAmount, answerId, answerText, type Scalar } from '@tara/core';
import type { DocumentParties } from '@tara/core/catalog';
import { type CompanyIdentity, companyParty } from '@tara/core/company';
import { documentPartiesOf } from '@tara/core/products';
import { type KeyFactStatement, keyFactStatement } from '@tara/core/rules/loans';
import { httpError } from '../../http/errors.js';
import { ifscBranches } from '../catalog/data.js';
import type { LeadRow } from '../leads/data.js';

/** What both loan documents print: who is who, the borrower, the repayment account, the KFS. */
export interface LoanPapers {
  /** The lender, the marketplace, the product in words and the grievance line (decision 069). */
  parties: DocumentParties;
  /** A short reference of the application (from the lead id; no personal data). */
  reference: string;
  borrowerName: string;
  account: {
    holderName: string;
    /** The full number: only the NACH form prints it (the bank can't register less). */
    number: string;
    ifsc: string;
    bankName: string;
    type: 'Savings' | 'Current';
  } | null;
  kfs: KeyFactStatement;
  /** Whether the offer gave its fees: one it did not is "as per the lender's KFS", never ₹0. */
  feesGiven: { processingFee: boolean; otherCharges: boolean };
}

export const OFFER_NOT_READY = 'The loan offer is not ready yet';
export const NO_SUCH_DOCUMENT = 'This application has no such document';

/**
 * The papers of a loan lead. The terms are the bank's offer, never figures the browser sent:
 * the facts of the lead's eligibility call (`idfc.creditApproval`: offeredAmountPaise,
 * interestRateBps), with processingFeePaise and otherChargesPaise when the bank gives them
 * (else left out and named as the lender's KFS's, decision 080) and the tenure the borrower chose within the offer's range (decision 024). Without
 * an offer, 409. The parties are the lead's product's (its journey's); a product that does not
 * issue `document` has none: 404. The marketplace is the configured company (decision 079).
 */
export function loanPapersOf(
  lead: LeadRow,
  document: 'agreement' | 'nachForm',
  company: CompanyIdentity,
): LoanPapers {
  const parties = documentPartiesOf(lead.journey, document, companyParty(company));
  if (!parties) throw httpError(404, NO_SUCH_DOCUMENT);
  const answers = lead.answers;
  const offer = offerFacts(lead);
  const tenure = numberFact(offer, 'tenureMonths') ?? answerAmount(answers.tenure);
  const principal = numberFact(offer, 'offeredAmountPaise');
  const rate = numberFact(offer, 'interestRateBps');
  if (principal === null || rate === null || tenure === null) throw httpError(409, OFFER_NOT_READY);
  const processingFee = numberFact(offer, 'processingFeePaise');
  const otherCharges = numberFact(offer, 'otherChargesPaise');
  const kfs = keyFactStatement({
    principal,
    annualRateBp: rate,
    tenureMonths: tenure,
    processingFee: processingFee ?? 0,
    otherCharges: otherCharges ?? 0,
  });
  return {
    parties,
    reference: lead.id.slice(0, 8).toUpperCase(),
    borrowerName: borrowerName(answers),
    account: accountOf(answers),
    kfs,
    feesGiven: { processingFee: processingFee !== null, otherCharges: otherCharges !== null },
  };
}

/** The facts of the newest call that answered an offer (one with a rate and an amount). */
export function offerFacts(lead: LeadRow): Record<string, Scalar> | null {
  const records = Object.values(lead.calls ?? {}).reverse();
  return (
    records.find((r) => r.facts && 'interestRateBps' in r.facts && 'offeredAmountPaise' in r.facts)
      ?.facts ?? null
  );
}

export function numberFact(facts: Record<string, Scalar> | null, name: string): number | null {
  const v = facts?.[name];
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

function borrowerName(answers: Answers): string {
  // The business-loan journey asks `fullName` (step1); the spec's payload also has `name`.
  const whole = answerText(answers.fullName) ?? answerText(answers.name);
  if (whole) return whole;
  return [answers.firstName ?? answers.firstname, answers.middleName, answers.lastName]
    .map((v) => answerText(v))
    .filter(Boolean)
    .join(' ');
}

/** The repayment account of the mandate steps (spec 02 §3.1), or null before they are filled. */
function accountOf(answers: Answers): LoanPapers['account'] {
  const number = (answerText(answers.bankAccountNo) ?? '').replace(/\s/g, '');
  const ifsc = (answerText(answers.bankIfscCode) ?? '').toUpperCase();
  if (!number || !ifsc) return null;
  const branch = ifscBranches().find(ifsc);
  return {
    holderName: answerText(answers.accountHolderName) || borrowerName(answers),
    number,
    ifsc,
    bankName: branch?.bankName ?? answerText(answers.bankName) ?? '',
    // spec 02 §3.3: accountType 7 saving, 3 current.
    type: answerId(answers.accountType) === 3 ? 'Current' : 'Savings',
  };
}
