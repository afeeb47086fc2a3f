import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth';

describe('JSON nesting depth', () => {
  it('counts arrays and objects inside each other', () => {
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('[[],[],[],[]]', 2)).toBe(false);
    expect(nestsDeeperThan(`${'['.repeat(3000)}${']'.repeat(3000)}`, 64)).toBe(true);
  });

  it('leaves brackets inside strings and escaped quotes alone', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[{{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'say \\"[[[[' + '"' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['a"[', ['b']]), 1)).toBe(true);
  });
});
