import { describe, expect, it } from 'vitest';
import { findJourneyEntry, journeyAt, listedJourneys } from '../journeyList/index.js';
import { journeys } from '../products/journeyRegistry.js';
import { journeyEntryOf } from './journeyEntryOf.js';

// The web reads the journey list without the definitions (its shell bundle stays small), so
// the list is generated from the registry into a file of its own. After a change to
// `journeys` (or a definition's title, routes, provider), update it with:
//   npx vitest run packages/core/src/journeys/journeyList.test.ts -u
const UPDATE = 'npx vitest run packages/core/src/journeys/journeyList.test.ts -u';

function generated(): string {
  const entries = JSON.stringify(journeys.map(journeyEntryOf), null, 2);
  return [
    '// GENERATED from products/journeyRegistry.ts by journeys/journeyList.test.ts: do not edit.',
    `// Update: ${UPDATE}`,
    "import type { JourneyEntry } from './journeyEntry.js';",
    '',
    `export const JOURNEY_LIST: readonly JourneyEntry[] = ${entries};`,
    '',
  ].join('\n');
}

describe('the journey list', () => {
  it('is the registry without the steps (else run the update above)', async () => {
    await expect(generated()).toMatchFileSnapshot('../journeyList/journeyList.gen.ts');
  });

  it('finds the journey of a path, the prefix itself or below it', () => {
    expect(journeyAt('/credit-cards/sbi/step6.1?am=1')?.prefix).toBe('credit-cards/sbi');
    expect(journeyAt('/Credit-Cards/RBL/')?.prefix).toBe('credit-cards/rbl');
    expect(journeyAt('/credit-cards/sbiX/step1')).toBeUndefined();
    expect(journeyAt('/credit-cards')).toBeUndefined();
    // Nested prefixes: the longest wins, whatever the registry's order.
    expect(journeyAt('/credit-line/nacl/step3')?.prefix).toBe('credit-line/nacl');
    expect(journeyAt('/credit-line/step12.11')?.prefix).toBe('credit-line');
    expect(journeyAt('/credit-line/results/approved')?.prefix).toBe('credit-line');
    expect(journeyAt('/credit-card/offers')).toBeUndefined();
    // The personal loan's eligibility check is not a step of the personal loan (decision 058).
    expect(journeyAt('/personal-loan/eligibility/step-1')?.prefix).toBe(
      'personal-loan/eligibility',
    );
    expect(journeyAt('/personal-loan/eligibility')?.prefix).toBe('personal-loan/eligibility');
    expect(journeyAt('/personal-loan/step4.1')?.prefix).toBe('personal-loan');
  });

  it('names each card journey with its provider, its first step and its routes', () => {
    expect(findJourneyEntry('credit-cards/amex')).toEqual({
      prefix: 'credit-cards/amex',
      product: 'credit-cards',
      productId: 4,
      providerId: 40,
      provider: 'American Express',
      logo: '/issuers/american-express.svg',
      title: 'American Express credit card',
      first: 'step1',
      finalRoute: 'credit-card/offers',
      exits: {},
    });
    expect(listedJourneys('credit-cards').map((j) => j.prefix)).not.toContain('credit-cards/test');
    expect(listedJourneys('business-loan').every((j) => j.product === 'business-loan')).toBe(true);
  });

  it('gives the exits by name and route', () => {
    const def = journeys[0];
    if (!def) throw new Error('no journeys');
    const rejected = { route: 'x/y/disbursal-status', message: 'No.' };
    expect(journeyEntryOf({ ...def, exits: { rejected } }).exits).toEqual({
      rejected: 'x/y/disbursal-status',
    });
  });
});
