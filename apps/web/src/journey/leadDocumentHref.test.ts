import { describe, expect, it } from 'vitest';
import { leadDocumentHref } from './leadDocumentHref';

describe('leadDocumentHref', () => {
  it('points at the API’s generated PDFs of the lead', () => {
    expect(leadDocumentHref('7f0c', 'nachForm')).toBe('/api/leads/7f0c/documents/nach-form.pdf');
    expect(leadDocumentHref('7f0c', 'agreement')).toBe('/api/leads/7f0c/documents/agreement.pdf');
    expect(leadDocumentHref('a/b', 'agreement')).toBe('/api/leads/a%2Fb/documents/agreement.pdf');
  });
});
