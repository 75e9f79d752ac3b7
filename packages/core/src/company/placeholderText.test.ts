import { describe, expect, it } from 'vitest';
import { placeholdersIn } from './placeholderText.js';

describe('placeholdersIn', () => {
  it('finds each placeholder wording the issue names, whatever the case', () => {
    expect(placeholdersIn('Write to support@tara.example')).toEqual(['tara.example']);
    expect(placeholdersIn('Run by [Company legal name, to be published].')).toEqual([
      'to be published',
      '[Company legal name',
    ]);
    expect(placeholdersIn('[Grievance Officer name, TO BE PUBLISHED]')).toEqual([
      'to be published',
      '[Grievance Officer',
    ]);
    expect(placeholdersIn('Pre-closure (to be confirmed)')).toEqual(['to be confirmed']);
    expect(placeholdersIn('[PLACEHOLDER: refunds]')).toEqual(['[PLACEHOLDER']);
  });

  it('passes a text with none', () => {
    expect(placeholdersIn('Write to support@sandbox.invalid (sandbox).')).toEqual([]);
  });
});
