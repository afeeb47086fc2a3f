import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, verifyWebhookSignature, webhookSignature } from './webhook-signature';

describe('the ERP webhook signature', () => {
  const secret = 'a'.repeat(64);
  const body = '{"type":"order","orderNumber":"W0000123"}';

  it('is sha256= and the hex HMAC-SHA256 of "timestamp.body" keyed with the secret text', () => {
    const expected = createHmac('sha256', secret).update(`1795860900.${body}`).digest('hex');
    expect(webhookSignature(secret, 1795860900, body)).toBe(`sha256=${expected}`);
    // A known answer, so a receiver in another language can check its own code against it.
    expect(webhookSignature('secret', 1, '{}')).toBe(
      `sha256=${createHmac('sha256', 'secret').update('1.{}').digest('hex')}`,
    );
  });

  it('verifies its own signature within five minutes, and nothing changed', () => {
    const signature = webhookSignature(secret, 1000, body);
    expect(verifyWebhookSignature(secret, { timestamp: '1000', signature }, body, 1000)).toBe(true);
    expect(verifyWebhookSignature(secret, { timestamp: '1000', signature }, body, 1300)).toBe(true);
    expect(verifyWebhookSignature(secret, { timestamp: '1000', signature }, body, 1301)).toBe(false);
    expect(verifyWebhookSignature(secret, { timestamp: '1001', signature }, body, 1000)).toBe(false);
    expect(verifyWebhookSignature(secret, { timestamp: '1000', signature }, `${body} `, 1000)).toBe(false);
    expect(verifyWebhookSignature('b'.repeat(64), { timestamp: '1000', signature }, body, 1000)).toBe(false);
    expect(verifyWebhookSignature(secret, { timestamp: '1e3', signature }, body, 1000)).toBe(false);
    expect(verifyWebhookSignature(secret, { timestamp: '1000', signature: 'sha256=00' }, body, 1000)).toBe(false);
  });

  it('makes secrets of 32 random bytes in hex, a new one each time', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});
