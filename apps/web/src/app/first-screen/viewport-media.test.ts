import { describe, expect, it } from 'vitest';
import { matchesViewport } from './viewport-media';

describe('matchesViewport', () => {
  const phone = { width: 375, height: 812 };
  const desktop = { width: 1280, height: 800 };

  it("reads the width and height conditions of the app's layouts", () => {
    expect(matchesViewport('@media (max-width:599.95px)', phone)).toBe(true);
    expect(matchesViewport('@media (max-width:599.95px)', desktop)).toBe(false);
    expect(matchesViewport('(min-width:1200px)', desktop)).toBe(true);
    expect(matchesViewport('(min-width:1200px)', phone)).toBe(false);
    expect(matchesViewport('(min-width:600px) and (max-width:1199.95px)', { width: 800, height: 600 })).toBe(true);
    expect(matchesViewport('(min-height: 700px)', phone)).toBe(true);
  });

  it('takes any other condition not to hold', () => {
    expect(matchesViewport('(prefers-reduced-motion: reduce)', desktop)).toBe(false);
    expect(matchesViewport('(min-width:600px) and (hover: hover)', desktop)).toBe(false);
    expect(matchesViewport('print', desktop)).toBe(false);
  });
});
