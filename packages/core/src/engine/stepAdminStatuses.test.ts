import { describe, expect, it } from 'vitest';
import { stepAdminStatuses } from './stepAdminStatuses.js';

describe('stepAdminStatuses', () => {
  const step = {
    adminStatuses: [
      '256',
      { status: '262', when: { field: 'health', eq: 'none' } },
      { status: '261', when: { field: 'health', ne: 'none' } },
    ],
  };

  it('keeps the plain statuses and the conditional ones that hold, in order', () => {
    expect(stepAdminStatuses(step, { health: 'none' })).toEqual(['256', '262']);
    expect(stepAdminStatuses(step, { health: 'listed' })).toEqual(['256', '261']);
  });

  it('records none for a step without statuses', () => {
    expect(stepAdminStatuses({}, { health: 'none' })).toEqual([]);
  });
});
