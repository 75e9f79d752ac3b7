import { describe, expect, it } from 'vitest';
import { validateStep } from '../engine/validateStep.js';
import { METRO_CARD_REQUIRED } from '../validation/metroCard.js';
import { journeys } from './journeyRegistry.js';

// Every journey that asks the METRO card number says the spec's words when it is left empty
// (METRO-08, MSG-050), not only the METRO journey itself (issue 23).
const asking = journeys.flatMap((journey) =>
  journey.steps
    .filter((step) => step.fields.some((field) => field.name === 'metroCardNumber'))
    .map((step) => [`${journey.prefix} ${step.id}`, step] as const),
);

describe('an empty METRO card number', () => {
  it('is asked in the loans, cards and the METRO journey', () => {
    expect(asking.length).toBeGreaterThan(3);
  });

  it.each(asking)('%s reads the spec’s message', (_, step) => {
    const shown = { isMetroChecked: true, metroCardNumber: '', metroHolderNumber: '' };
    const { errors } = validateStep(step, shown, {}, {}, { today: new Date() });
    expect(errors.metroCardNumber).toBe(METRO_CARD_REQUIRED);
  });
});
