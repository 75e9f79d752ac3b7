import { COMBO_PLANS, coverById, coverName, INSURANCE_PLANS } from '@tara/core';
import { PARTY_IDS, partyById } from '@tara/core/catalog';
import { SANDBOX_COMPANY_IDENTITY } from '@tara/core/company';
import { productPartiesOf } from '@tara/core/products';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type PolicySchedule, policySchedulePdf } from './policySchedulePdf.js';

const NOW = new Date('2026-11-24T10:00:00Z');

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const family: PolicySchedule = {
  insurer: 'hdfcErgo',
  product: 'groupHealth',
  journey: 'insurance/group-health-insurance',
  boughtOn: new Date('2026-11-24T09:00:00Z'),
  policyNumber: 'SBX-HEG-2026-01234567',
  planId: 264,
  policyholder: 'Asha Verma',
  insured: [
    { name: 'Asha Verma', relation: 'self', dob: '1990-08-15' },
    { name: 'Ravi Verma', relation: 'spouse', dob: '1988-01-02' },
    { name: 'Kiran Verma', relation: 'son', dob: '2020-03-09' },
  ],
  nominee: { name: 'Ravi Verma', relation: 'Spouse', dob: '1988-01-02' },
  sumInsuredPaise: 5_00_000_00,
  premiumPaise: 1179_00,
  startDate: '2026-11-25',
  endDate: '2027-11-24',
};

describe('policySchedulePdf', () => {
  it('shows the insurer, the policy, the insured, the nominee, the cover, the premium and GST', async () => {
    const bytes = await policySchedulePdf(family, SANDBOX_COMPANY_IDENTITY, NOW);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const part of [
      'Policy schedule',
      'Insurer HDFC ERGO General Insurance Company Limited (IRDAI Reg. No. 146; CIN U66030MH2007PLC177117)',
      'Policy number SBX-HEG-2026-01234567',
      'Product Group Health Insurance',
      'Policyholder Asha Verma',
      'Period of insurance 25/11/2026 to 24/11/2027',
      'Sum insured ₹5,00,000',
      'Self Asha Verma, born 15/08/1990',
      'Spouse Ravi Verma, born 02/01/1988',
      'Son Kiran Verma, born 09/03/2020',
      'Relation Spouse',
      'Date of birth 02/01/1988',
      'Taxable value ₹999.15',
      'CGST (9 %) ₹89.92',
      'SGST (9 %) ₹89.93',
      'Total premium, including 18 % GST ₹1,179',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('renders a shop cover without insured persons or a nominee', async () => {
    const text = await pdfText(
      await policySchedulePdf(
        {
          ...family,
          insurer: 'kotakGeneral',
          product: 'shop',
          journey: 'insurance/shop-insurance',
          policyNumber: 'SBX-KGI-2026-00000001',
          planId: 101,
          insured: [],
          nominee: null,
          sumInsuredPaise: 1_00_000_00,
          premiumPaise: 299_00,
        },
        SANDBOX_COMPANY_IDENTITY,
        NOW,
      ),
    );
    expect(text).toContain('Product Shop Insurance');
    expect(text).toContain('Zurich Kotak General Insurance Company (India) Limited');
    expect(text).toContain('Sum insured ₹1,00,000');
    expect(text).toContain('Total premium, including 18 % GST ₹299');
    expect(text).toContain('Taxable value ₹253.39');
    expect(text).toContain('Name None named');
    expect(text).not.toContain('Insured persons');
  });

  it('shows an individual life cover (term) as GST exempt, with no GST rows (decision 075)', async () => {
    const text = await pdfText(
      await policySchedulePdf(
        {
          ...family,
          insurer: 'kotakLife',
          product: 'term',
          journey: 'insurance/term-insurance',
          planId: 301,
          insured: [],
          sumInsuredPaise: 3_00_000_00,
          premiumPaise: 447_00,
        },
        SANDBOX_COMPANY_IDENTITY,
        NOW,
      ),
    );
    expect(text).toContain('Total premium, GST exempt ₹447');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('Taxable value');
  });

  it('taxes personal accident by its journey: the group policy 18 %, the voluntary one exempt', async () => {
    const accident = (journey: string) =>
      policySchedulePdf(
        {
          ...family,
          insurer: 'kotakGeneral',
          product: 'accident',
          journey,
          planId: 401,
          insured: [],
          sumInsuredPaise: 3_00_000_00,
          premiumPaise: 447_00,
        },
        SANDBOX_COMPANY_IDENTITY,
        NOW,
      ).then(pdfText);
    const group = await accident('insurance/group-personal-accident');
    expect(group).toContain('Total premium, including 18 % GST ₹447');
    expect(group).toContain('Taxable value ₹378.81');
    const voluntary = await accident('insurance/group-personal-accident-voluntary');
    expect(voluntary).toContain('Total premium, GST exempt ₹447');
    // A combo's part is the group personal accident the combo is named after.
    const combo = await accident('insurance/term-group-personal-accident');
    expect(combo).toContain('Total premium, including 18 % GST ₹447');
  });

  it('applies the rule of the day the policy was bought: term bought before 22-09-2025 had 18 %', async () => {
    const term = (boughtOn: Date) =>
      policySchedulePdf(
        {
          ...family,
          insurer: 'kotakLife',
          product: 'term',
          journey: 'insurance/term-insurance',
          boughtOn,
          planId: 301,
          premiumPaise: 447_00,
        },
        SANDBOX_COMPANY_IDENTITY,
        NOW,
      ).then(pdfText);
    // 21-09-2025 23:59 in India is still the old rule; 22-09-2025 00:00 in India is the new.
    expect(await term(new Date('2025-09-21T18:29:00Z'))).toContain(
      'Total premium, including 18 % GST ₹447',
    );
    expect(await term(new Date('2025-09-21T18:30:00Z'))).toContain(
      'Total premium, GST exempt ₹447',
    );
  });

  it('is the same bytes for the same schedule and time', async () => {
    const a = await policySchedulePdf(family, SANDBOX_COMPANY_IDENTITY, NOW);
    const b = await policySchedulePdf(family, SANDBOX_COMPANY_IDENTITY, NOW);
    expect(a.equals(b)).toBe(true);
  });
});

/** Every party that provides something, by its legal name. */
const OTHER_PROVIDERS = PARTY_IDS.filter((id) => id !== 'tara').map((id) => partyById(id));

describe('each cover’s policy schedule names its own insurer', () => {
  // Every plan sold alone, and every part of every combo (a part has its own insurer).
  const policies = [
    ...INSURANCE_PLANS.map((plan) => ({ plan, journeyProduct: plan.product as string })),
    ...COMBO_PLANS.flatMap((combo) =>
      combo.parts.map((plan) => ({ plan, journeyProduct: combo.combo as string })),
    ),
  ];

  // One render per product and insurer (plan 264 is group health's HDFC ERGO plan).
  const rendered = [
    ...new Map(INSURANCE_PLANS.map((plan) => [`${plan.product} ${plan.insurer}`, plan])).values(),
  ];

  it.each(rendered)('$product, $insurer', async (plan) => {
    const insurer = partyById(plan.insurer);
    const text = await pdfText(
      await policySchedulePdf(
        {
          ...family,
          insurer: insurer.id,
          product: plan.product,
          journey: `insurance/${coverById(plan.product)?.slug}`,
          planId: plan.planId,
          insured: [],
          nominee: null,
          sumInsuredPaise: plan.sumInsuredPaise,
          premiumPaise: plan.premiumPaise,
        },
        SANDBOX_COMPANY_IDENTITY,
        NOW,
      ),
    );
    expect(text).toContain(`Insurer ${insurer.legalName} (${insurer.registration})`);
    expect(text).toContain(`Product ${coverName(plan.product)}`);
    expect(text).toContain(`issued on behalf of ${insurer.legalName}`);
    expect(text).toContain(
      `Grievance redressal Grievance Redressal Officer of ${insurer.legalName}, the insurer:`,
    );
    expect(text).toContain(`insurance web aggregator for ${insurer.legalName}`);
    for (const other of OTHER_PROVIDERS.filter((p) => p.id !== insurer.id)) {
      expect(text).not.toContain(other.legalName);
    }
  });

  it('names an insurer its journey lists', () => {
    for (const { plan, journeyProduct } of policies) {
      const slug = coverById(journeyProduct)?.slug;
      expect(productPartiesOf(`insurance/${slug}`)?.providers).toContain(plan.insurer);
    }
  });
});
