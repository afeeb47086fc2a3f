import { describe, expect, it } from 'vitest';
import { imageDisplayName, nameSlug } from './landing-image.service';

describe('an uploaded landing image keeps its file name for the picker', () => {
  it('slugs the uploaded name: no extension, no accents, lower case, hyphens, at most 40 characters', () => {
    expect(nameSlug('Crate of Lemons.PNG')).toBe('crate-of-lemons');
    expect(nameSlug('  Crème brûlée (2).jpeg')).toBe('creme-brulee-2');
    expect(nameSlug('../../etc/passwd')).toBe('etc-passwd');
    expect(nameSlug('.png')).toBe('');
    expect(nameSlug('a'.repeat(39) + ' b c')).toBe('a'.repeat(39));
  });

  it('shows the slug without the content hash, a short hash for an unnamed upload, and other files by their name', () => {
    const hash = '0123456789abcdef01234567';
    expect(imageDisplayName(`crate-of-lemons-${hash}.webp`)).toBe('crate-of-lemons');
    expect(imageDisplayName(`${hash}.webp`)).toBe('image 01234567');
    expect(imageDisplayName('demo-hero-meat.webp')).toBe('demo-hero-meat');
  });
});
