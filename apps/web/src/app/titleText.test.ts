import { describe, expect, it } from 'vitest';
import { documentTitle } from './titleText';

describe('documentTitle', () => {
  it('adds the product name', () => {
    expect(documentTitle('About us', 'Tara Marketplace')).toBe('About us | Tara Marketplace');
    expect(documentTitle('  Terms of use ', 'Tara')).toBe('Terms of use | Tara');
  });

  it('is the product name alone for an empty title', () => {
    expect(documentTitle(' ', 'Tara Marketplace')).toBe('Tara Marketplace');
  });
});
