import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHost } from './loopback.js';

describe('isLoopbackAddress', () => {
  it('knows the loopback addresses of IPv4, IPv6 and IPv4-mapped IPv6', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(a), a).toBe(true);
    }
    for (const a of [undefined, '10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', '1127.0.0.1', '']) {
      expect(isLoopbackAddress(a), String(a)).toBe(false);
    }
  });
});

describe('isLoopbackHost', () => {
  it('knows the names and addresses of this machine, with or without a port', () => {
    for (const h of [
      'localhost',
      'LOCALHOST:8080',
      'app.localhost',
      '127.0.0.1:80',
      '[::1]:8080',
    ]) {
      expect(isLoopbackHost(h), h).toBe(true);
    }
    const others = [undefined, '', 'evil.example', 'localhost.evil.example', '10.0.0.1:8080'];
    for (const h of [...others, '127.0.0.1.nip.io', '[::2]']) {
      expect(isLoopbackHost(h), String(h)).toBe(false);
    }
  });
});
