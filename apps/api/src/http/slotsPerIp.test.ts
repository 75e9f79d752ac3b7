import { describe, expect, it } from 'vitest';
import { slotsPerIp } from './slotsPerIp.js';

describe('slotsPerIp', () => {
  it('gives each IP its limit at once, and a released slot back once', () => {
    const slots = slotsPerIp(2);
    const first = slots.take('203.0.113.1');
    const second = slots.take('203.0.113.1');
    expect(first && second).toBeTruthy();
    expect(slots.take('203.0.113.1')).toBeNull();
    // Another IP has its own.
    expect(slots.take('203.0.113.2')).not.toBeNull();
    first?.();
    first?.(); // twice frees one slot, not two
    expect(slots.take('203.0.113.1')).not.toBeNull();
    expect(slots.take('203.0.113.1')).toBeNull();
  });
});
