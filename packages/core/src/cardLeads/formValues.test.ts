import { describe, expect, it } from 'vitest';
import { genderIdOf, salutationOf } from './formValues.js';

describe('gender in partner payloads', () => {
  it.each([
    ['male', 1, 'Mr'],
    ['female', 2, 'Ms'],
    ['transgender', 3, 'Mx'],
    ['2', 2, 'Ms'],
    ['3', 3, 'Mx'],
    ['other', null, null],
  ] as const)('%s → id %s, title %s', (gender, id, title) => {
    expect(genderIdOf({ gender })).toBe(id);
    expect(salutationOf({ gender })).toBe(title);
  });

  it('knows nothing of a missing answer', () => {
    expect(genderIdOf({})).toBeNull();
    expect(salutationOf({})).toBeNull();
  });
});
