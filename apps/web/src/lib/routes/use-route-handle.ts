import { createContext, useContext } from 'react';
import type { RouteHandle } from './route-paths';

/** The handle (title and access) of the deepest matched route that declares one; the router provides it. */
export const RouteHandleContext = createContext<RouteHandle | undefined>(undefined);

export function useRouteHandle(): RouteHandle | undefined {
  return useContext(RouteHandleContext);
}
