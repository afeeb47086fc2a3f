import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('URLs in logs', () => {
  it('hide the tokens of mailed links and document links', () => {
    expect(redactUrl('/verifyemail?t=abc123')).toBe('/verifyemail?t=[redacted]');
    expect(redactUrl('/changepassword?x=1&t=abc123#top')).toBe('/changepassword?x=1&t=[redacted]#top');
    expect(redactUrl('/doc/Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA')).toBe('/doc/[redacted]');
    expect(redactUrl('/punchout/start?sid=s3cret&code=c0de')).toBe('/punchout/start?sid=[redacted]&code=[redacted]');
  });

  it('leave other URLs as they are', () => {
    expect(redactUrl('/api/product/list?searchText=flour&page=2')).toBe('/api/product/list?searchText=flour&page=2');
    expect(redactUrl('/api/documents/order/W0000001/invoice')).toBe('/api/documents/order/W0000001/invoice');
  });
});
