import type { FieldDef } from '@tara/core/engine';
import { describe, expect, it } from 'vitest';
import { missingHint } from './missingHint';

const field = (label: string, kind: FieldDef['kind'] = 'text'): FieldDef => ({
  name: label,
  kind,
  label,
});

describe('missingHint', () => {
  it('names the fields in sentence case, initialisms kept', () => {
    expect(missingHint([field('FIRST NAME'), field('PAN', 'pan')])).toBe(
      'Please fill in or correct: First name, PAN.',
    );
    expect(missingHint([field('DATE OF BIRTH (DD/MM/YYYY)', 'dob'), field('E-MAIL')])).toBe(
      'Please fill in or correct: Date of birth, E-mail.',
    );
  });

  it('calls a consent a consent and keeps a written label as it is', () => {
    const consent = field('I agree to the long terms of the bank …', 'disclaimer');
    expect(missingHint([consent, field('Monthly income')])).toBe(
      'Please fill in or correct: your consent, Monthly income.',
    );
  });

  it('says nothing when nothing is missing', () => {
    expect(missingHint([])).toBe('');
  });
});
