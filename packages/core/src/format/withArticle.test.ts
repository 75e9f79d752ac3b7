import { describe, expect, it } from 'vitest';
import { withArticle } from './withArticle.js';

describe('withArticle', () => {
  it('reads an initialism by its letters', () => {
    expect(withArticle('SBI Card')).toBe('an SBI Card');
    expect(withArticle('HDFC Bank')).toBe('an HDFC Bank');
    expect(withArticle('ICICI Bank')).toBe('an ICICI Bank');
    expect(withArticle('RBL Bank')).toBe('an RBL Bank');
    expect(withArticle('IDFC FIRST Bank')).toBe('an IDFC FIRST Bank');
    expect(withArticle('UCO Bank')).toBe('a UCO Bank');
    expect(withArticle('DCB Bank')).toBe('a DCB Bank');
  });

  it('reads other words by their first sound', () => {
    expect(withArticle('American Express')).toBe('an American Express');
    expect(withArticle('Citi')).toBe('a Citi');
    expect(withArticle('Stashfin')).toBe('a Stashfin');
    expect(withArticle('Union Bank of India')).toBe('a Union Bank of India');
    expect(withArticle('Indian Bank')).toBe('an Indian Bank');
  });
});
