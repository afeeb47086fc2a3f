import { describe, expect, it } from 'vitest';
import { firstScreenCookie, visitorOf } from './first-screen-cookie';

const header = (cookie: string) => `theme=dark; ${cookie.split(';')[0]}; other=1`;

describe('the first-screen cookie', () => {
  it('carries the stored session and the window size to the server, and is removed signed out', () => {
    const session = { token: 'abc.DEF_123-x', customerKey: 7, shipMethod: 'Delivery' as const };
    const cookie = firstScreenCookie(session, { width: 412, height: 823 }, true);
    expect(cookie).toMatch(/; Path=\/; SameSite=Strict; Secure$/);
    expect(visitorOf(header(cookie))).toEqual({ session, viewport: { width: 412, height: 823 } });
    const signedOut = firstScreenCookie(
      { token: null, customerKey: null, shipMethod: null },
      { width: 1280, height: 800 },
      false,
    );
    expect(signedOut).toBe('first-screen=; Path=/; SameSite=Strict; Max-Age=0');
    expect(visitorOf(header(signedOut))).toEqual({ session: null, viewport: null });
  });

  it('draws a window stretched for a full-page screenshot no taller than 2,000 px', () => {
    const cookie = firstScreenCookie(
      { token: 't', customerKey: null, shipMethod: null },
      { width: 412, height: 16_383 },
      false,
    );
    expect(visitorOf(header(cookie)).viewport).toEqual({ width: 412, height: 2000 });
  });

  it('reads nothing from a missing, malformed or hostile cookie', () => {
    const none = { session: null, viewport: null };
    expect(visitorOf(undefined)).toEqual(none);
    expect(visitorOf('first-screen=%7B')).toEqual(none);
    expect(visitorOf('first-screen=null')).toEqual(none);
    expect(visitorOf(`first-screen=${'x'.repeat(5000)}`)).toEqual(none);
    const hostile = encodeURIComponent(
      JSON.stringify({ t: 'a\r\nX-Evil: 1', c: -1, s: 'Teleport', w: 1e9, h: 'tall' }),
    );
    expect(visitorOf(`first-screen=${hostile}`)).toEqual(none);
  });
});
