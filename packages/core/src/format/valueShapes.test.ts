import { describe, expect, it } from 'vitest';
import { valueShapes } from './valueShapes.js';

describe('valueShapes', () => {
  it('keeps the shape of each text, never its letters or digits', () => {
    const shapes = valueShapes({
      pan: 'ABCDE1234F',
      mobile: '9876543210',
      email: 'asha.v@example.com',
      firstName: 'Asha',
      dob: '15/05/1990',
    });
    expect(shapes).toEqual({
      pan: 'AAAAA9999A',
      mobile: '9999999999',
      email: 'aaaa.a@aaaaaaa.aaa',
      firstName: 'Aaaa',
      dob: '99/99/9999',
    });
    for (const shape of Object.values(shapes)) expect(shape).not.toMatch(/[0-8]|[B-Zb-z]/);
  });

  it('passes booleans, small numbers and empty values; hides long numbers and structures', () => {
    expect(
      valueShapes({ consent: true, tenure: 12, phone: 9876543210, none: null, u: undefined }),
    ).toEqual({ consent: true, tenure: 12, phone: '9999999999', none: null, u: null });
    expect(valueShapes({ city: { id: 1 }, list: [1] })).toEqual({
      city: '[object]',
      list: '[list]',
    });
  });
});
