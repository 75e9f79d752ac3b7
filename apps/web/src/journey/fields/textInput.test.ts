import type { FieldDef } from '@tara/core/engine';
import { describe, expect, it } from 'vitest';
import { cleanText, inputTraits, maxLengthOf, moneyDisplay } from './textInput';

const field = (kind: FieldDef['kind'], extra: Partial<FieldDef> = {}): FieldDef => ({
  name: 'x',
  kind,
  label: 'X',
  ...extra,
});

describe('cleanText', () => {
  it('keeps digits only in numeric boxes, up to their length', () => {
    expect(cleanText(field('mobile'), '+91 98765-43210')).toBe('9198765432');
    expect(cleanText(field('pincode'), '4000 01x')).toBe('400001');
    expect(cleanText(field('money'), '₹1,25,000')).toBe('125000');
  });

  it('upper-cases a PAN and drops other characters', () => {
    expect(cleanText(field('pan'), 'abcpe 1234-f')).toBe('ABCPE1234F');
  });

  it('collapses repeated spaces in an address and keeps it to 72 characters', () => {
    expect(cleanText(field('address'), '12  MG\nRoad   Fort')).toBe('12 MG Road Fort');
    expect(cleanText(field('address'), 'a'.repeat(80))).toHaveLength(72);
  });

  it("honours the definition's maxLength", () => {
    expect(cleanText(field('text', { maxLength: 5 }), 'Ashalata')).toBe('Ashal');
    expect(maxLengthOf(field('text'))).toBeUndefined();
  });
});

describe('moneyDisplay', () => {
  it('groups rupees the Indian way', () => {
    expect(moneyDisplay('1234567')).toBe('12,34,567');
    expect(moneyDisplay('000850')).toBe('850');
    expect(moneyDisplay('')).toBe('');
  });
});

describe('inputTraits', () => {
  it('asks for the numeric keypad where it helps', () => {
    expect(inputTraits(field('mobile'))).toMatchObject({ type: 'tel', inputMode: 'numeric' });
    expect(inputTraits(field('money')).inputMode).toBe('numeric');
    expect(inputTraits(field('email')).type).toBe('email');
    expect(inputTraits({ ...field('text'), name: 'firstname' }).autoComplete).toBe('given-name');
  });
});
