import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits; only its SHA-256 is stored, so a database leak yields no usable token. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}
