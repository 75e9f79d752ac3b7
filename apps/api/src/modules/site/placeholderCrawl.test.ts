import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CreditReport, coverById, INSURANCE_PLANS, PERSON_COVER_VARIANTS } from '@tara/core';
import {
  companyParty,
  PLACEHOLDER_PHRASES,
  placeholdersIn,
  SANDBOX_COMPANY_IDENTITY,
} from '@tara/core/company';
import { documentPartiesOf, PRODUCT_PARTIES } from '@tara/core/products';
import { keyFactStatement } from '@tara/core/rules/loans';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { reportPdf } from '../creditReport/reportPdf.js';
import { coverBrochurePdf } from '../insurance/coverBrochurePdf.js';
import { policySchedulePdf } from '../insurance/policySchedulePdf.js';
import { agreementPdf } from '../loanDocuments/agreementPdf.js';
import { nachFormPdf } from '../loanDocuments/nachForm.js';
import { kfsPdf } from '../loans/kfsPdf.js';
import { lenderGrievance, ourGrievance, productKeyFacts, productsOf } from '../loans/loanOffers.js';
import type { PurchaseView } from '../payments/purchaseView.js';
import { receiptPdf } from '../payments/receiptPdf.js';

// Issue 22 §2 (decision 079): no document the API renders, and no text it answers, shows a
// placeholder ("to be published", "to be confirmed", support@tara.example, "[PLACEHOLDER…").
// Every renderer is run in the sandbox (its identity) for every product that issues it, and
// its text read back.

const NOW = new Date('2026-11-24T10:00:00Z');
const SANDBOX = SANDBOX_COMPANY_IDENTITY;

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** Every Key Fact Statement: each personal and home loan at its smallest amount. */
const kfsDocuments = [...productsOf('personal'), ...productsOf('home')].map((p) => {
  const employment = Object.keys(p.rates)[0] as 'salaried';
  const facts = productKeyFacts(p.id, {
    amount: p.amount.min,
    tenure: p.tenureMonths.max,
    employment,
    creditLevel: 'excellent',
  });
  if ('status' in facts) throw new Error(`${p.id}: ${facts.message}`);
  return {
    name: `KFS ${p.lenderName} ${p.name}`,
    render: () => kfsPdf(facts.product, facts.kfs, SANDBOX, NOW),
    texts: [lenderGrievance(facts.product), ourGrievance(SANDBOX)],
  };
});

/** Every loan product's agreement and NACH form. */
const loanPapers = Object.entries(PRODUCT_PARTIES)
  .filter(([, product]) => product.documents.includes('agreement'))
  .flatMap(([journey]) =>
    (['agreement', 'nachForm'] as const).map((document) => {
      const parties = documentPartiesOf(journey, document, companyParty(SANDBOX));
      if (!parties) throw new Error(`${journey} issues no ${document}`);
      const papers = {
        parties,
        reference: 'ABCD1234',
        borrowerName: 'Asha Verma',
        account: {
          holderName: 'Asha Verma',
          number: '50100123456789',
          ifsc: 'SBIN0000001',
          bankName: 'State Bank of India',
          type: 'Savings' as const,
        },
        kfs: keyFactStatement({
          principal: 1_00_000_00,
          annualRateBp: 2400,
          tenureMonths: 12,
          processingFee: 2_000_00,
        }),
        feesGiven: { processingFee: true, otherCharges: false },
      };
      const pdf = document === 'agreement' ? agreementPdf : nachFormPdf;
      return { name: `${document} ${journey}`, render: () => pdf(papers, NOW), texts: [] };
    }),
  );

/** Every cover's policy schedule, one per product and insurer. */
const schedules = [
  ...new Map(INSURANCE_PLANS.map((plan) => [`${plan.product} ${plan.insurer}`, plan])).values(),
].map((plan) => ({
  name: `policy schedule ${plan.product} ${plan.insurer}`,
  render: () =>
    policySchedulePdf(
      {
        insurer: plan.insurer,
        product: plan.product,
        journey: `insurance/${coverById(plan.product)?.slug}`,
        boughtOn: NOW,
        policyNumber: 'SBX-2026-01234567',
        planId: plan.planId,
        policyholder: 'Asha Verma',
        insured: [],
        nominee: null,
        sumInsuredPaise: plan.sumInsuredPaise,
        premiumPaise: plan.premiumPaise,
        startDate: '2026-11-25',
        endDate: '2027-11-24',
      },
      SANDBOX,
      NOW,
    ),
  texts: [],
}));

const purchase: PurchaseView = {
  purchase_id: 'p1',
  state: 'fulfilled',
  title: 'Tara membership, 1 year',
  object_type: 21,
  object_id: '1',
  refunds: [],
  amount_paise: 999_00,
  invoice_amount: '999',
  gst: { base_paise: 846_61, gst_paise: 152_39, rate_percent: 18, exempt_paise: 0 },
  order_id: 'order_1',
  payment_id: 'pay_1',
  paid_at: '2026-11-24T09:00:00.000Z',
  errors: [],
  fulfilment: {},
};

const report: CreditReport = {
  bureau: 'experian',
  reportId: 'SBX-1',
  generatedOn: '2026-11-01',
  score: 760,
  accounts: [],
  enquiries: [],
};

const DOCUMENTS = [
  ...kfsDocuments,
  ...loanPapers,
  ...schedules,
  {
    name: 'receipt',
    render: () => receiptPdf(purchase, 'Asha Verma', SANDBOX, NOW),
    texts: [],
  },
  {
    name: 'credit report',
    render: () => reportPdf({ report, pulledAt: NOW, name: 'Asha Verma' }, NOW),
    texts: [],
  },
  {
    name: 'covers brochure',
    render: () => coverBrochurePdf(PERSON_COVER_VARIANTS, NOW),
    texts: [],
  },
];

describe('every document the API renders, in the sandbox', () => {
  it('covers each kind of document', () => {
    expect(kfsDocuments.length).toBeGreaterThanOrEqual(10);
    expect(loanPapers.length).toBeGreaterThanOrEqual(6);
    expect(schedules.length).toBeGreaterThanOrEqual(5);
  });

  it.each(DOCUMENTS)('$name shows no placeholder', async ({ render, texts }) => {
    const text = await pdfText(await render());
    expect(text.length).toBeGreaterThan(100);
    expect(placeholdersIn(text)).toEqual([]);
    for (const answered of texts) expect(placeholdersIn(answered)).toEqual([]);
  });

  it('names the sandbox company as a sample where the marketplace is a party', async () => {
    const receipt = await pdfText(await receiptPdf(purchase, 'Asha Verma', SANDBOX, NOW));
    expect(receipt).toContain('Received by Sample company (sandbox), not a real company');
    expect(receipt).toContain('Sample Grievance Officer (sandbox)');
  });

  it('would catch a placeholder in a rendered document', async () => {
    const old = { ...purchase, title: 'Sold by [Company legal name, to be published]' };
    const text = await pdfText(await receiptPdf(old, 'Asha Verma', SANDBOX, NOW));
    expect(placeholdersIn(text)).toEqual(['to be published', '[Company legal name']);
  });
});

/** The API's and core's source, but tests and the list of phrases itself. */
function sourcesUnder(root: string): [string, string][] {
  return (readdirSync(root, { recursive: true }) as string[])
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$|(^|\/)test\//.test(file))
    .filter((file) => !file.endsWith('company/placeholderText.ts'))
    .map((file) => [file, readFileSync(join(root, file), 'utf8')]);
}

describe('the API’s and core’s words (answers and errors)', () => {
  const roots = ['../../', '../../../../../packages/core/src/'].map((r) =>
    fileURLToPath(new URL(r, import.meta.url)),
  );

  it('hold no placeholder phrase', () => {
    const found = roots.flatMap((root) =>
      sourcesUnder(root).flatMap(([file, text]) =>
        placeholdersIn(text).map((phrase) => `${file}: ${phrase}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('are read, all of them', () => {
    const files = roots.flatMap((root) => sourcesUnder(root).map(([file]) => file));
    expect(files).toContain('modules/loans/kfsPdf.ts');
    expect(files).toContain('catalog/documentParties.ts');
    expect(PLACEHOLDER_PHRASES).toContain('to be confirmed');
  });
});
