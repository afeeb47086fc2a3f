import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { contrastRatio, flatten, readableOn } from './readable-color';

describe('readableOn', () => {
  it('keeps a colour that already reads: teal on white is 4.77:1', () => {
    expect(readableOn('#008080', '#ffffff', 4.5)).toBe('#008080');
  });

  it('darkens teal on the grey page background (4.41:1) until it reaches 4.5:1', () => {
    expect(getContrastRatio('#008080', '#f4f6f8')).toBeLessThan(4.5);
    const readable = readableOn('#008080', '#f4f6f8', 4.5);
    // One 5 % step: 128 * 0.95 = 121.6, which MUI's darken truncates to 121.
    expect(readable).toBe('rgb(0, 121, 121)');
    expect(getContrastRatio(readable, '#f4f6f8')).toBeGreaterThanOrEqual(4.5);
  });

  it('lightens on a dark background', () => {
    const readable = readableOn('#008080', '#121417', 4.5);
    expect(getContrastRatio(readable, '#121417')).toBeGreaterThanOrEqual(4.5);
    expect(readable).not.toBe('#008080');
  });
});

describe('flatten and contrastRatio', () => {
  it('lays a translucent colour over its background as a browser paints it', () => {
    // 70 % white over #121417: 255 * 0.7 + 18 * 0.3 = 183.9, 255 * 0.7 + 20 * 0.3 = 184.5, 255 * 0.7 + 23 * 0.3 = 185.4.
    expect(flatten('rgba(255, 255, 255, 0.7)', '#121417')).toBe('rgb(184, 185, 185)');
    expect(flatten('#008080')).toBe('rgb(0, 128, 128)');
  });

  it('measures translucent text by what shows: 70 % white reads less than white', () => {
    expect(contrastRatio('rgba(255, 255, 255, 0.7)', '#121417')).toBeCloseTo(
      getContrastRatio('rgb(184, 185, 185)', '#121417'),
      5,
    );
    expect(contrastRatio('rgba(255, 255, 255, 0.7)', '#121417')).toBeLessThan(getContrastRatio('#ffffff', '#121417'));
  });
});

describe('readableOn several backgrounds', () => {
  it('lightens until the colour reads on the lightest of them: teal on the dark page and the dark paper', () => {
    const onPage = readableOn('#008080', '#121417', 4.5);
    expect(getContrastRatio(onPage, '#1c1f23')).toBeLessThan(4.5);
    const onBoth = readableOn('#008080', ['#121417', '#1c1f23'], 4.5);
    for (const ground of ['#121417', '#1c1f23']) expect(getContrastRatio(onBoth, ground)).toBeGreaterThanOrEqual(4.5);
  });
});
