import { describe, expect, it } from 'vitest';
import { normaliseQuotes, resizeStep } from './paste-text';

describe('text editor helpers', () => {
  it('straightens curly quotes in pasted text', () => {
    expect(normaliseQuotes('\u201cChef\u2019s choice\u201d \u2018daily\u2019')).toBe("\"Chef's choice\" 'daily'");
  });
  it('resizes images in 20% steps between 20% and 100%', () => {
    expect(resizeStep(undefined, -1)).toBe(80);
    expect(resizeStep(20, -1)).toBe(20);
    expect(resizeStep(80, 1)).toBe(100);
    expect(resizeStep(100, 1)).toBe(100);
  });
});
