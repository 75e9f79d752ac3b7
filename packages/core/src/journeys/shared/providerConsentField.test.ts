import { describe, expect, it } from 'vitest';
import { CONSENT_TEXTS } from '../../journeyModel/consentPurposes.js';
import { providerConsentField } from './providerConsentField.js';

describe('providerConsentField', () => {
  const field = providerConsentField();

  it('starts unticked: no default value', () => {
    expect(field.defaultValue).toBeUndefined();
    expect(Object.keys(field)).not.toContain('defaultCheckedWhen');
  });

  it('shows the versioned credit-bureau text with Terms and Privacy Policy as links', () => {
    expect(field.label).toBe(CONSENT_TEXTS['credit-bureau'].text);
    for (const link of field.links ?? []) expect(field.label).toContain(link.text);
    expect(field.links?.map((l) => l.href)).toEqual(['/terms', '/privacy']);
  });
});
