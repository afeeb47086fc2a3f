import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { readableOn } from './readable-color';

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
