import { DEFAULT_THEME, THEME_MODES } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { parseTheme } from './theme-choice';

describe('parseTheme', () => {
  it('gives the default when nothing or no theme is stored', () => {
    expect(parseTheme(null)).toEqual(DEFAULT_THEME);
    expect(parseTheme('not json')).toEqual(DEFAULT_THEME);
    expect(parseTheme('42')).toEqual(DEFAULT_THEME);
  });

  it('fills what is missing or not a colour from the default, a field at a time: {"theme":1} is the default colours in dark', () => {
    expect(parseTheme('{"theme":1}')).toEqual({ ...DEFAULT_THEME, theme: THEME_MODES.Dark });
    expect(parseTheme('{"theme":1,"primaryColor":"red","secondaryColor":"#123456"}')).toEqual({
      ...DEFAULT_THEME,
      theme: THEME_MODES.Dark,
      secondaryColor: '#123456',
    });
  });

  it('reads a stored theme whole', () => {
    const theme = { theme: THEME_MODES.Light, primaryColor: '#7b1fa2', secondaryColor: '#ffff99', hasUserTheme: true };
    expect(parseTheme(JSON.stringify(theme))).toEqual(theme);
  });
});
