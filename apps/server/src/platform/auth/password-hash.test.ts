import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Demo#2026');
    expect(stored.startsWith('scrypt$')).toBe(true);
    expect(stored).not.toContain('Demo#2026');
    expect(await verifyPassword('Demo#2026', stored)).toBe(true);
    expect(await verifyPassword('demo#2026', stored)).toBe(false);
  });
  it('salts each hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
  it('refuses a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
  });
});
