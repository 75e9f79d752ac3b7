import { describe, expect, it } from 'vitest';
import { grievanceLine } from '../catalog/documentParties.js';
import { partyById } from '../catalog/parties.js';
import { SANDBOX_COMPANY_IDENTITY } from '../company/companyIdentity.js';
import { companyParty } from '../company/companyParty.js';
import { comboPartPlanById } from '../insurance/comboPlans.js';
import { coverPrefixes, INSURANCE_COVERS } from '../insurance/covers/insuranceCovers.js';
import { plansOf } from '../insurance/insurancePlans.js';
import { PRODUCTS } from './catalogue.js';
import { journeyPrefixes } from './journeyRegistry.js';
import {
  documentPartiesOf,
  PRODUCT_PARTIES,
  partiesOf,
  productPartiesOf,
} from './productParties.js';

const COMPANY = companyParty(SANDBOX_COMPANY_IDENTITY);

describe('productParties', () => {
  it('is keyed by registered journeys only', () => {
    for (const prefix of Object.keys(PRODUCT_PARTIES)) expect(journeyPrefixes).toContain(prefix);
  });

  it('names each loan’s own lender and purpose', () => {
    const idfc = documentPartiesOf('business-loan/idfc', 'agreement', COMPANY);
    expect(idfc?.provider.legalName).toBe('IDFC FIRST Bank Limited');
    expect(idfc?.purpose).toBe('business loan');
    for (const prefix of ['credit-line/nacl', 'credit-line']) {
      for (const doc of ['agreement', 'kfs', 'nachForm', 'mandate'] as const) {
        const parties = documentPartiesOf(prefix, doc, COMPANY);
        expect(parties?.provider.legalName).toBe('Northern Arc Capital Limited');
        expect(parties?.purpose).toBe('credit line');
        expect(parties?.taraActsAs).toBe('lending service provider');
        expect(parties?.tara).toBe(COMPANY);
      }
    }
  });

  it('issues no loan documents for products without them', () => {
    expect(documentPartiesOf('credit-cards/sbi', 'agreement', COMPANY)).toBeNull();
    expect(documentPartiesOf('insurance/shop-insurance', 'nachForm', COMPANY)).toBeNull();
    expect(documentPartiesOf('business-loan/idfc', 'policySchedule', COMPANY)).toBeNull();
    expect(productPartiesOf('nowhere')).toBeNull();
    expect(productPartiesOf('constructor')).toBeNull();
    expect(documentPartiesOf('toString', 'agreement', COMPANY)).toBeNull();
  });

  it('lists every insurance journey, with the insurer of each of its plans', () => {
    for (const cover of INSURANCE_COVERS) {
      const insurers = cover.kind === 'combo' ? cover.parts.map((p) => p.insurer) : [cover.insurer];
      for (const prefix of coverPrefixes(cover)) {
        const parties = productPartiesOf(prefix);
        expect(parties?.documents).toContain('policySchedule');
        expect(parties?.providers[0]).toBe(insurers[0]);
        for (const insurer of insurers) expect(parties?.providers).toContain(insurer);
        if (cover.kind === 'single') {
          for (const plan of plansOf(cover.id)) expect(parties?.providers).toContain(plan.insurer);
        }
      }
    }
    for (const prefix of journeyPrefixes.filter((p) => p.startsWith('insurance/'))) {
      expect(productPartiesOf(prefix)?.taraActsAs).toBe('insurance web aggregator');
    }
  });

  it('reads a product’s parties from its descriptor alone', () => {
    const [loan] = PRODUCTS.filter((p) => p.id === 'business-loan/idfc');
    if (!loan) throw new Error('no business loan');
    const renamed = { ...loan, provider: 'northernArc' as const, purpose: 'working capital loan' };
    expect(partiesOf(renamed)).toEqual({
      providers: ['northernArc'],
      taraActsAs: 'lending service provider',
      purpose: 'working capital loan',
      documents: ['agreement', 'kfs', 'nachForm', 'mandate'],
    });
    expect(partiesOf({ ...loan, documents: ['loanAgreement'] })?.documents).toEqual(['agreement']);
    expect(partiesOf({ ...loan, provider: null })).toBeNull();
    expect(partiesOf({ ...loan, documents: ['receipt'] })).toBeNull();
    expect(productPartiesOf('insurance/dengue-only')?.purpose).toBe('dengue cover');
    expect(productPartiesOf('insurance/dengue-malaria')?.purpose).toBe('dengue and malaria cover');
  });

  it('lists a combo’s insurers: those of its parts', () => {
    const combo = productPartiesOf('insurance/term-group-personal-accident');
    expect(combo?.providers).toEqual(['kotakLife', 'kotakGeneral']);
    expect(comboPartPlanById(301)?.insurer).toBe('kotakLife');
  });

  it('says who gives a grievance contact that nobody has given us', () => {
    expect(grievanceLine(partyById('northernArc'))).toBe(
      'Grievance Redressal Officer of Northern Arc Capital Limited, the lender: name, phone and e-mail to be provided by Northern Arc Capital Limited.',
    );
    expect(grievanceLine(partyById('kotakLife'))).toContain(', the insurer:');
    expect(grievanceLine(partyById('tara'))).toBe(
      'Grievance Officer of Tara Marketplace: as named in its terms of use.',
    );
    const given = {
      ...partyById('idfcFirstBank'),
      grievance: { officer: 'A. Officer', phone: '1800 000 000', email: null, url: null },
    };
    expect(grievanceLine(given)).toBe('A. Officer, IDFC FIRST Bank Limited: 1800 000 000.');
  });
});
