import { describe, expect, it } from 'vitest';
import { bookingReference } from './bookingReference.js';

describe('bookingReference', () => {
  it('is BK- and the id’s first ten hex digits in upper case, the same each time', () => {
    const id = '3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f';
    expect(bookingReference(id)).toBe('BK-3F2A9C1E7B');
    expect(bookingReference(id)).toBe(bookingReference(id.toUpperCase()));
  });

  it('tells two bookings apart', () => {
    expect(bookingReference('3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f')).not.toBe(
      bookingReference('3f2a9c1e-7c4d-4e8a-9c0f-1a2b3c4d5e6f'),
    );
  });
});
