import { describe, expect, it } from 'vitest';
import { moveCard } from './card-order';
import { allowedContentTypes, holdsScriptTag, isCardHeight, isSafeImageSrc, isSafeLandingUrl } from './landing-limits';

describe('landing rules', () => {
  it('accepts only http(s), mailto and site-relative links', () => {
    for (const ok of ['https://example.com/a?b=1', 'http://x.y', 'mailto:orders@example.com', '/products#mc=MEAT', '/'])
      expect(isSafeLandingUrl(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      '/\\evil.example',
      'https://',
      'mailto:',
      '',
      'products',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(isSafeLandingUrl(bad), bad).toBe(false);
    }
    expect(isSafeImageSrc('mailto:x@y.z')).toBe(false);
    expect(isSafeImageSrc('/img/landing/a.webp')).toBe(true);
    // The CSP allows images from the site only: another site's image would show broken.
    expect(isSafeImageSrc('https://images.example.com/a.jpg')).toBe(false);
    expect(isSafeImageSrc('//images.example.com/a.jpg')).toBe(false);
  });

  it('finds script tags however spelled', () => {
    expect(holdsScriptTag('<script>')).toBe(true);
    expect(holdsScriptTag('< SCRIPT src=x>')).toBe(true);
    expect(holdsScriptTag('</script >')).toBe(true);
    expect(holdsScriptTag('a <b> description, 3 < 4')).toBe(false);
  });

  it('knows the card heights: auto, 100% and 100px to 600px in steps of 10', () => {
    for (const ok of ['auto', '100%', '100px', '250px', '600px']) expect(isCardHeight(ok), ok).toBe(true);
    for (const bad of ['90px', '605px', '610px', '50%', '1e3px', '0100px', 'calc(1px)'])
      expect(isCardHeight(bad), bad).toBe(false);
  });

  it('offers inside a carousel neither carousels, groups nor product lists', () => {
    expect(allowedContentTypes('carousel')).toEqual(['text', 'image', 'product']);
    expect(allowedContentTypes(null)).toHaveLength(7);
  });

  it('moves a card by 1.5 and renumbers', () => {
    const cards = [0, 1, 2, 3].map((index) => ({ id: `c${index}`, index }));
    expect(moveCard(cards, 'c1', 'right').map((c) => [c.id, c.index])).toEqual([
      ['c0', 0],
      ['c2', 1],
      ['c1', 2],
      ['c3', 3],
    ]);
    expect(moveCard(cards, 'c0', 'left').map((c) => c.id)).toEqual(['c0', 'c1', 'c2', 'c3']);
  });
});
