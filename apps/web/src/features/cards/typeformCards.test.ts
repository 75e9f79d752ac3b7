import { describe, expect, it } from 'vitest';
import { TYPEFORM_CARDS, typeformCardOf } from './typeformCards';

describe('typeform landings', () => {
  it('names the four pages of the spec, each with its card and journey', () => {
    expect(Object.keys(TYPEFORM_CARDS).map((p) => `/${p}/typeform`)).toEqual([
      '/sbi-elite-cc/typeform',
      '/icici-platinum-chip-cc/typeform',
      '/sbi-simply-click-cc/typeform',
      '/icici-hpcl-cc/typeform',
    ]);
    expect(typeformCardOf('/sbi-simply-click-cc/typeform')).toEqual({
      slug: 'sbi-simplyclick',
      alias: 'sbi',
    });
    expect(typeformCardOf('/ICICI-HPCL-CC/typeform/')).toEqual({
      slug: 'icici-hpcl-coral',
      alias: 'icici',
    });
  });

  it('knows no other page', () => {
    expect(typeformCardOf('/toString/typeform')).toBeNull();
    expect(typeformCardOf('/')).toBeNull();
  });
});
