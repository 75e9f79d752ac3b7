import { describe, expect, it } from 'vitest';
import { PROVIDER_BY_ALIAS } from '../catalog/providers.js';
import { analyseJourney, reachableFrom } from '../engine/analyseJourney.js';
import type { JourneyDef } from '../journeyModel/types.js';
import {
  findJourney,
  journeyEntries,
  journeyPrefixes,
  journeys,
} from '../products/journeyRegistry.js';
import { createJourneyRegistry } from './registry.js';

const card = (alias: string): JourneyDef => findJourney(`credit-cards/${alias}`) as JourneyDef;

describe('journey registry', () => {
  it('lists every journey once, at version 1', () => {
    expect(journeyPrefixes).toEqual([
      ...['sbi', 'rbl', 'icici', 'hdfc', 'citi', 'amex', 'stashfin', 'test'].map(
        (a) => `credit-cards/${a}`,
      ),
      'personal-loan',
      'personal-loan/eligibility',
      'home-loan/check-eligibility',
      'business-loan/idfc',
      'credit-line/nacl',
      'credit-line',
      'insurance/shop-insurance',
      'insurance/lombard-shop-insurance',
      // The covers' records' order (insurance/covers, decision 068).
      'insurance/group-health-insurance',
      'insurance/insta-opd',
      'insurance/term-insurance',
      'insurance/group-personal-accident',
      'insurance/group-personal-accident-voluntary',
      'insurance/dengue-malaria',
      'insurance/dengue-only',
      'insurance/dengue-malaria-voluntary',
      'insurance/hospicash',
      'insurance/term-hospicash-business-suraksha',
      'insurance/term-business-suraksha-group-personal-accident',
      'insurance/term-group-personal-accident',
      'hp',
      'metro',
      'ew',
    ]);
    for (const j of journeys) expect(j.version).toBe(1);
  });

  it.each([
    ['sbi', 3, 61],
    ['rbl', 3, 62],
    ['icici', 3, 3],
    ['hdfc', 3, 60],
    ['citi', 3, 35],
    ['amex', 4, 40],
    ['stashfin', 3, 9],
    ['test', 3, null],
  ])('%s is product %i of provider %s and ends on the offers', (alias, productId, providerId) => {
    const j = card(alias);
    expect(j.productId).toBe(productId);
    expect(j.providerId).toBe(providerId);
    expect(j.finalRoute).toBe('credit-card/offers');
    expect(j.first).toBe('step1');
  });

  it('finds a lead its own version, and the newest otherwise', () => {
    const v1 = card('test');
    const v2: JourneyDef = { ...v1, version: 2, title: 'Test v2' };
    const registry = createJourneyRegistry([v1, v2]);
    expect(registry.find('credit-cards/test')).toBe(v2);
    expect(registry.find('credit-cards/test', 1)).toBe(v1);
    expect(registry.find('credit-cards/test', 3)).toBeUndefined();
    expect(registry.find('credit-cards/nope')).toBeUndefined();
    expect(registry.prefixes).toEqual(['credit-cards/test']);
    expect(() => createJourneyRegistry([v1, v1])).toThrow(/defined twice/);
    expect(findJourney('credit-cards/sbi', 1)).toBe(card('sbi'));
    expect(findJourney('credit-cards/sbi', 2)).toBeUndefined();
  });

  it("gives a journey's entry, derived from its newest definition", () => {
    const v1 = card('test');
    const registry = createJourneyRegistry([v1, { ...v1, version: 2, title: 'Test v2' }]);
    expect(registry.entry('credit-cards/test')).toMatchObject({
      prefix: 'credit-cards/test',
      product: 'credit-cards',
      provider: null,
      title: 'Test v2',
      first: 'step1',
      finalRoute: 'credit-card/offers',
    });
    expect(registry.entry('credit-cards/nope')).toBeUndefined();
    expect(journeyEntries.map((e) => e.prefix)).toEqual(journeyPrefixes);
  });

  it("agrees with the catalog's card providers by alias", () => {
    for (const [alias, providerId] of Object.entries(PROVIDER_BY_ALIAS)) {
      expect(card(alias).providerId, alias).toBe(providerId);
    }
  });
});

describe.each(journeys.map((j) => [j.prefix, j] as const))('%s', (_prefix, journey) => {
  it('passes the static analysis (reachable, no dead ends, routed, known rules)', () => {
    expect(analyseJourney(journey)).toEqual([]);
  });

  it('asks for the PIN city and checks the date of birth against its provider', () => {
    for (const step of journey.steps) {
      for (const field of step.fields) {
        if (field.name === 'pincode') expect(field.lookup).toBe('pincodeCity');
        if (field.kind === 'dob') {
          const rule = field.rules?.find((r) => r.rule === 'dob');
          expect(rule?.providerId).toBe(journey.providerId ?? undefined);
        }
        if (field.kind === 'radio' || field.kind === 'select') {
          for (const o of field.options ?? []) expect(o.label).not.toBe('');
        }
      }
      expect(step.title.length).toBeGreaterThan(10);
    }
  });

  it('guards every step after the contact step on the mobile', () => {
    const contact = journey.steps.find((s) => s.fields.some((f) => f.name === 'mobile'));
    // Steps before the contact step (the home loan asks of the property first) have no mobile.
    const beforeContact = reachableFrom(
      { ...journey, steps: journey.steps.map((s) => (s === contact ? { ...s, next: [] } : s)) },
      journey.first,
    );
    for (const step of journey.steps) {
      if (step.id === journey.first || step === contact || beforeContact.has(step.id)) continue;
      expect(step.guard, step.id).toContain('mobile');
    }
  });

  it('guards every step that only the employment answer leads to on empType', () => {
    const branch = journey.steps.find((s) => s.fields.some((f) => f.name === 'empType'));
    if (!branch) return;
    const withoutBranch: JourneyDef = {
      ...journey,
      steps: journey.steps.map((s) => (s === branch ? { ...s, next: [] } : s)),
    };
    const before = reachableFrom(withoutBranch, journey.first);
    for (const step of journey.steps) {
      if (before.has(step.id)) continue;
      expect(step.guard, step.id).toContain('empType');
    }
  });
});
