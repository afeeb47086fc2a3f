import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes as hex: the secret both sides keep; the HMAC key is this text as UTF-8. */
export const newWebhookSecret = (): string => randomBytes(32).toString('hex');

/** X-Storefront-Signature: 'sha256=' + hex HMAC-SHA256(secret, `${timestamp}.${body}`), timestamp in unix seconds. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * What a receiver checks (the README's example does the same): the signature in constant time, and a timestamp
 * within `toleranceSeconds` of its clock, so a captured request cannot be replayed later.
 */
export function verifyWebhookSignature(
  secret: string,
  header: { timestamp: string; signature: string },
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  if (!/^\d{1,12}$/.test(header.timestamp)) return false;
  const timestamp = Number(header.timestamp);
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookSignature(secret, timestamp, body));
  const given = Buffer.from(header.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
