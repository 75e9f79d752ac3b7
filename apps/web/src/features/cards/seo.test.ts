import { describe, expect, it } from 'vitest';
import type { SeoContent } from '../../api/cardsApi';
import { DEFAULT_DESCRIPTION, headBelongsTo, headTags } from './seo';

const SEO: SeoContent = {
  title: 'HDFC Millennia Credit Card: fees, benefits | Tara',
  description: '5% cashback on online shopping.',
  keywords: 'hdfc millennia, cashback card',
  canonical: 'https://tara.example/credit-card/hdfc-bank/hdfc-millennia',
};

describe('headTags', () => {
  it("uses the page's SEO content", () => {
    expect(headTags(SEO, '/credit-card/hdfc-bank/hdfc-millennia', 'http://localhost')).toEqual({
      title: SEO.title,
      description: SEO.description,
      keywords: SEO.keywords,
      canonical: SEO.canonical,
    });
  });

  it('falls back to the path in title case and the path at this origin', () => {
    expect(headTags(null, '/credit-card/HDFC-Bank/unknown-card/?utm=x', 'https://t.in')).toEqual({
      title: 'Credit Card - HDFC Bank - Unknown Card | Tara Marketplace',
      description: DEFAULT_DESCRIPTION,
      keywords: null,
      canonical: 'https://t.in/credit-card/hdfc-bank/unknown-card',
    });
  });

  it('treats blank fields as missing', () => {
    const blank = { ...SEO, title: ' ', keywords: '', canonical: '' };
    const tags = headTags(blank, '/credit-cards', 'https://t.in');
    expect(tags.title).toBe('Credit Cards | Tara Marketplace');
    expect(tags.keywords).toBeNull();
    expect(tags.canonical).toBe('https://t.in/credit-cards');
  });
});

describe('headBelongsTo', () => {
  it.each([
    [
      'https://t.in/credit-card/hdfc-bank/hdfc-millennia',
      '/credit-card/hdfc-bank/hdfc-millennia',
      true,
    ],
    [
      'https://t.in/credit-card/hdfc-bank/hdfc-millennia',
      '/Credit-Card/HDFC-Bank/hdfc-millennia/?x=1',
      true,
    ],
    ['https://t.in/credit-card/hdfc-bank/hdfc-millennia', '/credit-card/sbi/sbi-elite', false],
    ['https://t.in/credit-cards', '/credit-cards/travel', false],
    [null, '/credit-cards', false],
    ['not a url', '/credit-cards', false],
  ])('%s names %s: %s', (href, path, expected) => {
    expect(headBelongsTo(href, path)).toBe(expected);
  });
});
