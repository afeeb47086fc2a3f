import { describe, expect, it } from 'vitest';
import { contentWidthIn } from './content-width';

describe('contentWidthIn', () => {
  it("is the window less the shell's menu and padding, the frame at most 1600 px", () => {
    expect(contentWidthIn(412, 'temporary')).toBe(412 - 32);
    expect(contentWidthIn(800, 'temporary')).toBe(800 - 48);
    expect(contentWidthIn(1280, 'permanent')).toBe(1280 - 264 - 48);
    expect(contentWidthIn(2400, 'permanent')).toBe(1600 - 48);
  });
});
