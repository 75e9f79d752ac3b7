import { describe, expect, it } from 'vitest';
import { acceptedTypes, sizeText, uploadProblem } from './uploadProblem.js';

const statement = { accept: ['application/pdf'], maxBytes: 5 * 1024 * 1024, documentType: 12 };
const photo = { accept: ['image/jpeg', 'image/png'], maxBytes: 512 * 1024, documentType: 23 };

describe('uploadProblem', () => {
  it('accepts a file of an accepted type within the size', () => {
    expect(uploadProblem({ size: 1000, mime: 'application/pdf' }, statement)).toBeNull();
    expect(uploadProblem({ size: 512 * 1024, mime: 'image/png' }, photo)).toBeNull();
  });

  it('refuses another type, naming the accepted ones', () => {
    expect(uploadProblem({ size: 1000, mime: 'image/png' }, statement)).toBe(
      'Please upload a PDF file',
    );
    expect(uploadProblem({ size: 1000, mime: 'application/pdf' }, photo)).toBe(
      'Please upload a JPG or PNG file',
    );
    expect(uploadProblem({ size: 1000, mime: null }, photo)).toBe(
      'Please upload a JPG or PNG file',
    );
  });

  it('refuses a file one byte over the limit, and an empty one', () => {
    expect(uploadProblem({ size: 512 * 1024 + 1, mime: 'image/jpeg' }, photo)).toBe(
      'This file is too large. Please upload a file of up to 512 KB',
    );
    expect(uploadProblem({ size: 0, mime: 'image/jpeg' }, photo)).toBe(
      'This file is empty. Please choose another file',
    );
  });

  it('names three types with commas and "or"', () => {
    const spec = { ...statement, accept: ['application/pdf', 'image/jpeg', 'image/png'] };
    expect(acceptedTypes(spec)).toBe('a PDF, JPG or PNG file');
  });

  it('writes sizes in MB and KB', () => {
    expect(sizeText(5 * 1024 * 1024)).toBe('5 MB');
    expect(sizeText(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(sizeText(300 * 1024)).toBe('300 KB');
  });
});
