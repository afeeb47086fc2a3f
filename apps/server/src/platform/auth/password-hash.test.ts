import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HASH_COST, hashPassword, needsRehash, verifyPassword } from './password-hash';

/** A hash as the server wrote it before N was raised: scrypt$32768$8$1$salt$hash. */
function legacyHash(password: string): string {
  const salt = Buffer.from('0123456789abcdef');
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 32768, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Demo#2026', DEFAULT_HASH_COST);
    expect(stored.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(stored).not.toContain('Demo#2026');
    expect(await verifyPassword('Demo#2026', stored)).toBe(true);
    expect(await verifyPassword('demo#2026', stored)).toBe(false);
    expect(needsRehash(stored, DEFAULT_HASH_COST)).toBe(false);
  });
  it('hashes at the configured cost, and marks a cheaper hash for re-hashing at a higher one', async () => {
    const cheap = await hashPassword('Demo#2026', 14);
    expect(cheap.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword('Demo#2026', cheap)).toBe(true);
    expect(needsRehash(cheap, 14)).toBe(false);
    expect(needsRehash(cheap, DEFAULT_HASH_COST)).toBe(true);
  });
  it('salts each hash', async () => {
    expect(await hashPassword('same', 14)).not.toBe(await hashPassword('same', 14));
  });
  it('still verifies hashes made at N=2^15, and marks them for re-hashing', async () => {
    const old = legacyHash('Demo#2026');
    expect(await verifyPassword('Demo#2026', old)).toBe(true);
    expect(await verifyPassword('Demo#2027', old)).toBe(false);
    expect(needsRehash(old, DEFAULT_HASH_COST)).toBe(true);
  });
  it('refuses a malformed stored hash, and one whose cost is out of bounds', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    const huge = legacyHash('x').replace('$32768$', `$${2 ** 24}$`);
    expect(await verifyPassword('x', huge)).toBe(false);
    expect(await verifyPassword('x', legacyHash('x').replace('$32768$', '$30000$'))).toBe(false);
  });
});
