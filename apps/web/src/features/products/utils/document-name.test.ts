import { describe, expect, it } from 'vitest';
import { documentFileName } from './document-name';

describe('documentFileName', () => {
  it('names the file after the document, safely', () => {
    expect(documentFileName('Product Specification Sheet')).toBe('Product Specification Sheet.pdf');
    expect(documentFileName('SDS: 10/20 "Bleach"')).toBe('SDS 10 20 Bleach.pdf');
    expect(documentFileName('  ')).toBe('document.pdf');
  });
});
