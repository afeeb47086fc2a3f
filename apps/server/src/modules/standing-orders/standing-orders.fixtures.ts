import type { InjectOptions } from 'fastify';
import type { Injector } from '../../test/remote-app';
import { FX } from '../cart/cart.fixtures';

/** Bayside Bistro's Downtown ship-to delivers Monday to Friday (cut-off 15:00 New York, one lead day). */
export const mondaysAndThursdays = (over: Record<string, unknown> = {}) => ({
  name: 'Weekly produce',
  shipToCode: 'DOWNTN',
  weekdays: [2, 5],
  startDate: '2026-11-23',
  endDate: null,
  paused: false,
  lines: [
    { productKey: FX.chicken, quantity: 1, unit: 'CS' },
    { productKey: FX.napkins, quantity: '2', unit: 'CS' },
  ],
  ...over,
});

/** The standing order calls as one user (and acting customer) makes them. */
export function standingOrdersApi(app: Injector, headers: Record<string, string>) {
  const call = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    list: () => call('GET', '/api/standingorders'),
    create: (payload: unknown) => call('POST', '/api/standingorders', payload),
    update: (id: number | string, payload: unknown) => call('PUT', `/api/standingorders/${id}`, payload),
    remove: (id: number | string) => call('DELETE', `/api/standingorders/${id}`),
  };
}
