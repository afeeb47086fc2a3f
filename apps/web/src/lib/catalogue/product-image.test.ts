import { describe, expect, it } from 'vitest';
import { imageSource } from './product-image';

describe('imageSource', () => {
  it("prefers the product's image, then the site's missing image, then none", () => {
    expect(imageSource('/img/card/1.webp', 'none.png')).toBe('/img/card/1.webp');
    expect(imageSource(null, 'none.png')).toBe('/img/none.png');
    expect(imageSource(null, '/static/none.png')).toBe('/static/none.png');
    expect(imageSource(null, 'https://cdn.example/none.png')).toBe('https://cdn.example/none.png');
    expect(imageSource(null, '  ')).toBeNull();
    expect(imageSource(undefined, null)).toBeNull();
  });
});
