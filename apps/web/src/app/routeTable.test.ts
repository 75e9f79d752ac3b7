import { journeyList } from '@tara/core/journeyList';
import { describe, expect, it } from 'vitest';
import { JourneyStart, ROUTES } from './routeTable';

describe('the route table', () => {
  it('mounts every registered journey on the one renderer, and its bare prefix on its (lazy) resume', () => {
    expect(journeyList.length).toBeGreaterThan(0);
    const steps = ROUTES.find((r) => r.path === '/credit-cards/sbi/:stepId')?.component;
    expect(steps).toBeDefined();
    for (const { prefix } of journeyList) {
      expect(ROUTES.find((r) => r.path === `/${prefix}/:stepId`)?.component, prefix).toBe(steps);
      expect(ROUTES.find((r) => r.path === `/${prefix}`)?.component, prefix).toBe(JourneyStart);
    }
  });

  it('puts the journeys before the product areas (a journey is never an area page)', () => {
    const journey = ROUTES.findIndex((r) => r.path === '/credit-cards/sbi');
    const area = ROUTES.findIndex((r) => r.path === '/credit-cards/:area');
    expect(journey).toBeGreaterThanOrEqual(0);
    expect(journey).toBeLessThan(area);
  });
});
