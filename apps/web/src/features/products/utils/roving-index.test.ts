import { describe, expect, it } from 'vitest';
import { rovedIndex } from './roving-index';

describe('roving tab stop', () => {
  it('moves with the arrow keys and wraps at the ends', () => {
    expect(rovedIndex('ArrowRight', 0, 3)).toBe(1);
    expect(rovedIndex('ArrowDown', 2, 3)).toBe(0);
    expect(rovedIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(rovedIndex('ArrowUp', 2, 3)).toBe(1);
  });
  it('jumps to the first and last with Home and End', () => {
    expect(rovedIndex('Home', 2, 3)).toBe(0);
    expect(rovedIndex('End', 0, 3)).toBe(2);
  });
  it('leaves other keys (Enter, Space, Tab) to the buttons and the browser', () => {
    expect(rovedIndex('Enter', 1, 3)).toBeNull();
    expect(rovedIndex(' ', 1, 3)).toBeNull();
    expect(rovedIndex('Tab', 1, 3)).toBeNull();
    expect(rovedIndex('ArrowRight', 0, 0)).toBeNull();
  });
});
