import { capitalised, PARTY_IDS, partyById } from '@tara/core/catalog';
import { companyParty, SANDBOX_COMPANY_IDENTITY } from '@tara/core/company';
import { documentPartiesOf, PRODUCT_PARTIES } from '@tara/core/products';
import { keyFactStatement } from '@tara/core/rules/loans';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { agreementPdf } from './agreementPdf.js';
import type { LoanPapers } from './loanPapers.js';
import { nachFormPdf } from './nachForm.js';

// Every loan product's agreement (with its KFS) and NACH form, read back as text: each names
// its own lender and purpose, and no other provider (issue 21 item 4, decision 069).

const NOW = new Date('2026-11-24T10:00:00Z');

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

function papersOf(journey: string, document: 'agreement' | 'nachForm'): LoanPapers {
  const parties = documentPartiesOf(journey, document, companyParty(SANDBOX_COMPANY_IDENTITY));
  if (!parties) throw new Error(`${journey} issues no ${document}`);
  return {
    parties,
    reference: 'ABCD1234',
    borrowerName: 'Asha Verma',
    // A repayment bank that provides nothing here, so any provider's name is the document's.
    account: {
      holderName: 'Asha Verma',
      number: '50100123456789',
      ifsc: 'SBIN0000001',
      bankName: 'State Bank of India',
      type: 'Savings',
    },
    kfs: keyFactStatement({
      principal: 1_00_000_00,
      annualRateBp: 2400,
      tenureMonths: 12,
      processingFee: 2_000_00,
    }),
    feesGiven: { processingFee: true, otherCharges: true },
  };
}

const LOANS = Object.entries(PRODUCT_PARTIES)
  .filter(([, product]) => product.documents.includes('agreement'))
  .map(([journey]) => journey);

/** Every party but this one and the marketplace: none may appear in its documents. */
const othersThan = (id: string) =>
  PARTY_IDS.filter((other) => other !== id && other !== 'tara').map((other) => partyById(other));

describe('each loan product’s documents name its own lender and purpose', () => {
  it('covers the business loan and both credit lines', () => {
    expect(LOANS.sort()).toEqual(['business-loan/idfc', 'credit-line', 'credit-line/nacl']);
  });

  it.each(LOANS)('%s: the agreement and its KFS', async (journey) => {
    const { parties } = papersOf(journey, 'agreement');
    const lender = parties.provider;
    const purpose = capitalised(parties.purpose);
    const text = await pdfText(await agreementPdf(papersOf(journey, 'agreement'), NOW));
    expect(text).toContain(`${purpose} agreement`);
    expect(text).toContain(`Lender: ${lender.legalName} (${lender.registration})`);
    expect(text).toContain(`lending service provider for ${lender.legalName}`);
    expect(text).toContain(`Product ${purpose}`);
    expect(text).toContain(`Grievance redressal ${parties.grievance}`);
    expect(text).toContain(`repay the ${parties.purpose} in the instalments`);
    for (const other of othersThan(lender.id)) {
      expect(text).not.toContain(other.legalName);
      expect(text).not.toContain(other.name);
    }
  });

  it.each(LOANS)('%s: the NACH form', async (journey) => {
    const { parties } = papersOf(journey, 'nachForm');
    const lender = parties.provider;
    const text = await pdfText(await nachFormPdf(papersOf(journey, 'nachForm'), NOW));
    expect(text).toContain(`I/We hereby authorise ${lender.legalName} to debit my/our account`);
    expect(text).toContain(`Reference 2 ${capitalised(parties.purpose)} repayment`);
    expect(text).toContain(
      lender.kind === 'bank'
        ? `Sponsor bank ${lender.legalName}`
        : `Sponsor bank To be named by ${lender.legalName}`,
    );
    expect(text).not.toMatch(/business loan EMI/i);
    for (const other of othersThan(lender.id)) {
      expect(text).not.toContain(other.legalName);
      expect(text).not.toContain(other.name);
    }
  });

  it('prints "credit line", never "business loan", on a credit line’s papers', async () => {
    for (const journey of ['credit-line/nacl', 'credit-line']) {
      const agreement = await pdfText(await agreementPdf(papersOf(journey, 'agreement'), NOW));
      const nach = await pdfText(await nachFormPdf(papersOf(journey, 'nachForm'), NOW));
      for (const text of [agreement, nach]) {
        expect(text).toContain('Northern Arc Capital Limited');
        expect(text).toMatch(/credit line/i);
        expect(text).not.toMatch(/business loan|IDFC/i);
      }
    }
  });
});
