import { LANDING_LIMITS } from '@storefront/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HERO_SLIDES, heroSlideSvg } from './landing-hero.svg';
import { DEMO_LANDING } from './landing.seed';

describe('the demo landing page', () => {
  it('shows no placeholder address or text: no example.com, no 555 number, no lorem ipsum', () => {
    const shown = JSON.stringify(DEMO_LANDING);
    expect(shown).not.toMatch(/example\.(com|org|net)|\.example\b/i);
    expect(shown).not.toMatch(/\b555\b/);
    expect(shown).not.toMatch(/lorem|ipsum/i);
    // Its links lead to the storefront's own pages.
    for (const href of shown.matchAll(/"href":"([^"]+)"/g)) expect(href[1]).toMatch(/^\//);
  });

  it('has hero pictures of the distributor at work, each with an alt text that says what it shows', () => {
    const slides = DEMO_LANDING.cards[0]?.content.filter((c) => c.variant === 'image') ?? [];
    expect(slides.map((s) => s.alt)).toEqual([
      'Harbor Foods truck at a restaurant door',
      'Warehouse aisle of cases on pallets',
      'Crates of fresh vegetables and fruit',
    ]);
    for (const slide of HERO_SLIDES) {
      expect(slide.alt.length).toBeLessThanOrEqual(LANDING_LIMITS.textMax);
      const svg = heroSlideSvg(slide);
      // The caption is drawn on the picture in words (the image item has no caption field).
      const words = [...svg.matchAll(/<g data-role="caption">([\s\S]*?)<\/g>/g)].map((m) =>
        (m[1] ?? '')
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
      expect(words.join(' ').replace(/&amp;/g, '&')).toBe(`${slide.title} ${slide.line}`.replace(/\s+/g, ' '));
    }
  });

  it('renders each hero slide at 1200 × 600', async () => {
    for (const slide of HERO_SLIDES) {
      const { width, height } = await sharp(Buffer.from(heroSlideSvg(slide))).metadata();
      expect([width, height]).toEqual([1200, 600]);
    }
  });
});
