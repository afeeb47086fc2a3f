import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { tagTextColor } from './tag-color';

const light = createTheme({ palette: { mode: 'light', background: { paper: '#ffffff' } } }).palette;
const dark = createTheme({ palette: { mode: 'dark', background: { paper: '#1c1f23' } } }).palette;

describe('tagTextColor', () => {
  it("deepens warning orange (#ed6c02, 3.11:1 on white) until it reads at 4.5:1 on the tag's paper", () => {
    expect(getContrastRatio(light.warning.main, '#ffffff')).toBeLessThan(4.5);
    for (const palette of [light, dark]) {
      for (const tone of ['primary', 'warning'] as const) {
        expect(
          getContrastRatio(tagTextColor(palette, tone), palette.background.paper),
          `${palette.mode} ${tone}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('keeps a colour that already reads', () => {
    expect(tagTextColor(light, 'primary')).toBe(light.primary.main);
  });
});
