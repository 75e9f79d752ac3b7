import { describe, expect, it } from 'vitest';
import { sandboxMetroEligibility } from './metro/sandbox.js';
import { partnerClientsFromEnv } from './partnerClients.js';

describe('the partner clients', () => {
  it('builds every client, in sandbox mode by default', () => {
    const clients = partnerClientsFromEnv({});
    expect(Object.keys(clients).sort()).toEqual(['bureau', 'ckyc', 'karza', 'metro']);
    expect(Object.values(clients).map((c) => c.mode)).toEqual([
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

  it('refuses a live mode for a partner with no live client yet', () => {
    expect(() => partnerClientsFromEnv({ BUREAU_MODE: 'live' })).toThrow(
      'BUREAU_MODE=live: no live credit bureau client exists yet (decision 034)',
    );
    expect(() => partnerClientsFromEnv({ METRO_MODE: 'live' })).toThrow(
      'METRO_MODE=live: no live METRO eligibility client exists yet (decision 043)',
    );
  });

  it('refuses a mode it does not know, and a live URL that is not http(s)', () => {
    expect(() => partnerClientsFromEnv({ CKYC_MODE: 'demo' })).toThrow('Bad partner configuration');
    expect(() => partnerClientsFromEnv({ METRO_MODE: 'demo' })).toThrow(
      'Bad partner configuration',
    );
    expect(() =>
      partnerClientsFromEnv({ KARZA_MODE: 'live', KARZA_BASE_URL: 'ftp://x', KARZA_API_KEY: 'k' }),
    ).toThrow('Bad partner configuration');
  });

  it('takes a test’s client in place of the configured one', () => {
    const metro = sandboxMetroEligibility();
    expect(partnerClientsFromEnv({ METRO_MODE: 'live' }, { metro }).metro).toBe(metro);
  });
});
