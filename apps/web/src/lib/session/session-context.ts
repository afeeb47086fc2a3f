import { createContext } from 'react';
import type { ShipMethod } from '@storefront/domain';
import type { SessionSettings } from '@storefront/contract';
import type { SessionState } from './session-machine';

export interface SessionActions {
  loginStarted: () => void;
  loginFailed: () => void;
  loginSucceeded: (token: string) => void;
  /** Ends the session here and on the server; `reason` is shown on the sign-in page. */
  logout: (reason?: string | null) => void;
  selectCustomer: (customerKey: number) => void;
  unsetCustomer: () => void;
  selectShipMethod: (shipMethod: ShipMethod) => void;
  unsetShipMethod: () => void;
  /** The user's own default layout and sort changed (User preferences). */
  defaultsChanged: (defaults: Pick<SessionSettings, 'defaultPageLayout' | 'defaultPageSortBy'>) => void;
  clearReason: () => void;
  retry: () => void;
}

export const SessionStateContext = createContext<SessionState | null>(null);
export const SessionActionsContext = createContext<SessionActions | null>(null);
