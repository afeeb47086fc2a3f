import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/** What the API fixtures call: Fastify's `inject`, or the same over HTTP to a server process (`remoteApp`). */
export interface Injector {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/**
 * An `inject` that sends the request over HTTP to a running server (test/server-process.ts), so the API fixtures
 * (cartApi, checkoutApi, signInAs) drive several processes as they drive one app. Only what those fixtures use is
 * carried: method, url, headers and a JSON or text payload; the answer has statusCode, headers, body and json().
 */
export function remoteApp(baseUrl: string): Injector {
  return {
    async inject(options) {
      const headers = new Headers(options.headers as Record<string, string> | undefined);
      const payload = options.payload;
      let body: string | undefined;
      if (payload !== undefined) {
        if (typeof payload === 'string') body = payload;
        else {
          body = JSON.stringify(payload);
          if (!headers.has('content-type')) headers.set('content-type', 'application/json');
        }
      }
      const res = await fetch(`${baseUrl}${options.url as string}`, {
        method: options.method ?? 'GET',
        headers,
        body,
      });
      const text = await res.text();
      const answer = {
        statusCode: res.status,
        headers: Object.fromEntries(res.headers.entries()),
        body: text,
        payload: text,
        json: () => JSON.parse(text) as unknown,
      };
      return answer as unknown as LightMyRequestResponse;
    },
  };
}
