import { describe, expect, it } from 'vitest';
import { analyseBoxes } from '../engine/analyseBoxes.js';
import type { JourneyDef } from '../journeyModel/types.js';
import { findJourney, journeys } from '../products/journeyRegistry.js';
import { insuranceTermsPath } from './insurance/insuranceFields.js';

// Decision 064 over the whole registry: no consent or acceptance box starts ticked, for
// anyone, and each box's terms link opens its own product's terms.
describe('the boxes of every registered journey', () => {
  it.each(journeys.map((j) => [j.prefix, j] as const))(
    '%s: no box starts ticked; its terms links are its own product’s',
    (_, journey) => {
      expect(analyseBoxes(journey)).toEqual([]);
    },
  );

  it('gives each product that accepts terms its own terms page', () => {
    const terms = (prefix: string) => (findJourney(prefix) as JourneyDef).termsPath;
    expect(terms('hp')).toBe('/membership/terms-and-conditions');
    expect(terms('metro')).toBe('/metro-stc/terms-and-conditions');
    expect(terms('ew')).toBe('/extended-warranty/terms-and-conditions');
    expect(terms('insurance/term-insurance')).toBe(insuranceTermsPath('term'));
    expect(insuranceTermsPath('term')).toBe('/insurance/terms-and-conditions/term-insurance');
    const pages = journeys.flatMap((j) => (j.termsPath ? [j.termsPath] : []));
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('finds a box ticked beforehand, for anyone or by role, and a link to another’s terms', () => {
    const hp = findJourney('hp') as JourneyDef;
    const ticked: JourneyDef = {
      ...hp,
      steps: hp.steps.map((s) => ({
        ...s,
        fields: s.fields.map((f) =>
          f.name === 'isMembershipTermsChecked'
            ? {
                ...f,
                defaultValue: true,
                links: [{ text: 'Terms and Conditions', href: '/metro-stc/terms-and-conditions' }],
              }
            : f,
        ),
      })),
    };
    expect(analyseBoxes(ticked)).toEqual([
      'hp/step5 isMembershipTermsChecked starts ticked',
      'hp/step5 isMembershipTermsChecked links /metro-stc/terms-and-conditions, not /membership/terms-and-conditions',
    ]);
    const byRole = {
      ...ticked.steps[0],
      fields: [
        {
          name: 'box',
          kind: 'checkbox',
          label: 'x',
          defaultCheckedWhen: { ctx: 'isAdmin', eq: true },
        },
      ],
    };
    expect(analyseBoxes({ ...hp, steps: [byRole] } as unknown as JourneyDef)).toEqual([
      'hp/step1 box starts ticked',
    ]);
  });
});
