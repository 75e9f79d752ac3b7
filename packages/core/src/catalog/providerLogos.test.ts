import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROVIDER_LOGOS } from './providerLogos.js';

// The web app serves the logos from its public folder; the journey header loads them by URL.
const webPublic = (path: string) =>
  fileURLToPath(new URL(`../../../../apps/web/public${path}`, import.meta.url));

describe('PROVIDER_LOGOS', () => {
  it('gives every provider a logo file the web app serves', () => {
    const logos = Object.values(PROVIDER_LOGOS);
    expect(logos.length).toBeGreaterThan(0);
    for (const logo of logos) {
      expect(logo).toMatch(/^\/issuers\/[a-z-]+\.svg$/);
      expect(existsSync(webPublic(logo)), logo).toBe(true);
    }
  });
});
