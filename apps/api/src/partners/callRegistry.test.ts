import { describe, expect, it } from 'vitest';
import { partnerCallRegistry, partnerClientsFromEnv } from './callRegistry.js';

describe('the partner call registry', () => {
  it('names every call, in sandbox mode by default', () => {
    const calls = partnerCallRegistry(partnerClientsFromEnv({}));
    expect([...calls.keys()].sort()).toEqual([
      'ckyc',
      'karza.businessDocument',
      'karza.okyc',
      'karza.panName',
      'metro.cbEligibility',
    ]);
    expect([...calls.values()].map((c) => c.mode)).toEqual([
      'sandbox',
      'sandbox',
      'sandbox',
      'sandbox',
      'sandbox',
    ]);
  });

  it('goes live only with a base URL and a key', () => {
    expect(() => partnerClientsFromEnv({ KARZA_MODE: 'live' })).toThrow(
      'KARZA_MODE=live needs KARZA_BASE_URL and KARZA_API_KEY',
    );
    const clients = partnerClientsFromEnv({
      CKYC_MODE: 'live',
      CKYC_BASE_URL: 'https://ckyc.example.in/',
      CKYC_API_KEY: 'k',
    });
    expect(clients.ckyc.mode).toBe('live');
    expect(clients.karza.mode).toBe('sandbox');
  });

  it('refuses a mode it does not know', () => {
    expect(() => partnerClientsFromEnv({ CKYC_MODE: 'demo' })).toThrow('Bad partner configuration');
  });
});
