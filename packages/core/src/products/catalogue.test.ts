import { describe, expect, it } from 'vitest';
import { PARTY_IDS } from '../catalog/parties.js';
import { comboPlanById } from '../insurance/comboPlans.js';
import {
  COMBO_PRODUCTS,
  type InsuranceProduct,
  SINGLE_PRODUCTS,
} from '../insurance/covers/insuranceCover.js';
import { coverOf } from '../insurance/covers/insuranceCovers.js';
import { PERSON_COVER_VARIANTS } from '../insurance/coverVariants.js';
import { planById } from '../insurance/insurancePlans.js';
import { planFacts, planFactsComplete, policyWordingHref } from '../insurance/planFacts.js';
import { PLAN_ANSWER } from '../journeys/insurance/insuranceFields.js';
import { formatPaise } from '../payments/paise.js';
import { PRODUCT_FAMILIES } from '../productList/productFamilies.js';
import { PRODUCTS } from './catalogue.js';
import { catalogueProblems } from './catalogueProblems.js';
import { journeys } from './journeyRegistry.js';

const byId = (id: string) => {
  const product = PRODUCTS.find((p) => p.id === id);
  if (!product) throw new Error(`no product ${id}`);
  return product;
};

describe('the product catalogue', () => {
  it('declares each product once, in a known family, each journey with a default walk', () => {
    expect(catalogueProblems(PRODUCTS, PRODUCT_FAMILIES)).toEqual([]);
  });

  it('finds what is wrong with a catalogue', () => {
    const [sbi] = PRODUCTS;
    if (!sbi) throw new Error('no products');
    expect(
      catalogueProblems(
        [
          sbi,
          { ...sbi, family: 'nowhere', samples: {} },
          { ...sbi, id: 'x', journeys: [], appearsIn: [] },
        ],
        PRODUCT_FAMILIES,
      ),
    ).toEqual([
      `${sbi.id}: declared twice`,
      `${sbi.id}: no family nowhere`,
      `${sbi.id}: journey ${sbi.id} is another's`,
      `${sbi.id}: ${sbi.id} has no default sample walk`,
      `x: samples of ${sbi.id}, not its own`,
      'x: not built and shown nowhere',
    ]);
  });

  it('registers every journey through its product, and nothing else', () => {
    expect(journeys.map((j) => j.prefix).sort()).toEqual(
      PRODUCTS.flatMap((p) => p.journeys.map((j) => j.prefix)).sort(),
    );
  });

  it('has every product of the issue: cards, loans, credit lines, covers, the rest', () => {
    const ids = PRODUCTS.map((p) => p.id);
    for (const issuer of ['sbi', 'rbl', 'icici', 'hdfc', 'citi', 'amex', 'stashfin']) {
      expect(ids).toContain(`credit-cards/${issuer}`);
    }
    for (const id of [
      'personal-loan',
      'personal-loan/eligibility',
      'home-loan/check-eligibility',
      'business-loan/idfc',
      'credit-line/nacl',
      'credit-line',
      'credit-report',
      'hp',
      'metro',
      'ew',
    ]) {
      expect(ids).toContain(id);
    }
    const covers = PRODUCTS.filter((p) => p.family === 'insurance');
    const sold = new Set(covers.map((p) => p.cover));
    for (const product of [...SINGLE_PRODUCTS, ...COMBO_PRODUCTS]) expect(sold).toContain(product);
    for (const variant of PERSON_COVER_VARIANTS) {
      expect(covers.map((p) => p.id)).toContain(`insurance/${variant.slug}`);
    }
  });

  it('names the provider and the agent by party, the loans their purpose', () => {
    for (const product of PRODUCTS) {
      expect(PARTY_IDS).toContain(product.agent);
      if (product.provider !== null) expect(PARTY_IDS).toContain(product.provider);
    }
    expect(byId('credit-line/nacl')).toMatchObject({
      provider: 'northernArc',
      purpose: 'credit line',
    });
    expect(byId('credit-line')).toMatchObject({ provider: 'northernArc', purpose: 'credit line' });
    expect(byId('business-loan/idfc')).toMatchObject({
      provider: 'idfcFirstBank',
      purpose: 'business loan',
    });
    expect(byId('credit-cards/amex').provider).toBe('amex');
    expect(byId('insurance/lombard-shop-insurance').provider).toBe('iciciLombard');
  });

  it('sells through the payments what is paid for, by object type and price rule', () => {
    expect(byId('ew').sells).toMatchObject({ objectType: 18, priceRule: 'ewQuote' });
    expect(byId('hp').sells).toMatchObject({ objectType: 21, priceRule: 'membershipPlan' });
    expect(byId('insurance/term-group-personal-accident').sells).toMatchObject({
      objectType: 20,
      priceRule: 'comboPremium',
    });
    // One object type, one price rule and one way to see what was bought.
    const byType = new Map<number, string>();
    for (const { sells } of PRODUCTS) {
      if (!sells) continue;
      const seen = byType.get(sells.objectType);
      const after = JSON.stringify(sells.afterPayment);
      if (seen !== undefined) expect(after).toBe(seen);
      byType.set(sells.objectType, after);
    }
    expect(byId('credit-cards/sbi').sells).toBeUndefined();
  });

  it('says how to claim on the warranty, its sample provider marked and never a real contact', () => {
    const claims = byId('ew').claims;
    expect(claims?.steps.length).toBeGreaterThan(0);
    expect(claims?.steps.some((step) => step.includes('certificate number'))).toBe(true);
    for (const product of PRODUCTS) {
      if (!product.claims?.sample) continue;
      // A sample provider is not a party of the catalogue, and its desk is a reserved address.
      expect(product.provider).toBeNull();
      expect(product.claims.contact.email ?? '').toMatch(/@example\.com$/);
      expect(product.claims.contact.phone).toBeNull();
    }
    expect(claims?.sample).toBe(true);
  });
});

describe("the insurance products' plan steps (issue 22 §1, decision 083)", () => {
  const insurance = PRODUCTS.filter((p) => p.family === 'insurance');

  it('show on every plan card its insurer, sum insured and premium with tax apart, and link the wording', () => {
    expect(insurance.length).toBeGreaterThanOrEqual(COMBO_PRODUCTS.length + SINGLE_PRODUCTS.length);
    let cards = 0;
    for (const product of insurance) {
      const fields = product.journeys.flatMap((j) =>
        j.steps.flatMap((s) => s.fields.filter((f) => f.name === PLAN_ANSWER)),
      );
      // A group policy's journey without a plan step (its one plan) has no cards to show.
      for (const field of fields) {
        const where = `${product.id} ${field.label}`;
        expect(
          field.links?.map((l) => l.href),
          where,
        ).toContain(policyWordingHref(product.cover as InsuranceProduct));
        for (const option of field.options ?? []) {
          cards += 1;
          const combo = comboPlanById(option.value);
          const parts = combo ? combo.parts : [planById(option.value)];
          for (const part of parts) {
            if (!part) throw new Error(`${where}: no plan ${option.value}`);
            const facts = planFacts(part, { journey: product.id });
            expect(planFactsComplete(facts), where).toBe(true);
            expect(option.label, where).toContain(facts.insurerLegalName);
            expect(option.label, where).toContain(formatPaise(facts.sumInsuredPaise));
            expect(option.label, where).toMatch(/\+ GST/);
            if (combo) expect(option.label, where).toContain(facts.coverName);
          }
        }
      }
    }
    // Shop 6, Lombard 4, group health 4, OPD 3, term 3, two voluntary variants and hospicash
    // 3 each, the combos 3 each: every card was looked at.
    expect(cards).toBe(6 + 4 + 4 + 3 + 3 + 9 + 9);
  });

  it("show every cover's inclusions, exclusions and waiting periods on its plan step", () => {
    for (const product of insurance) {
      const cover = coverOf(product.cover as InsuranceProduct);
      const singles = cover.kind === 'single' ? [cover] : cover.parts;
      const step = product.journeys[0]?.steps.find((s) =>
        s.fields.some((f) => f.name === PLAN_ANSWER),
      );
      if (!step) continue;
      const info = (step.info ?? []).join('\n');
      for (const part of singles) {
        for (const fact of [
          ...part.facts.inclusions,
          ...part.neutrality.keyExclusions,
          ...part.facts.waitingPeriods,
        ]) {
          expect(info, product.id).toContain(fact);
        }
      }
    }
  });
});
