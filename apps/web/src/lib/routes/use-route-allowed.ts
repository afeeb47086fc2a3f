import { createContext, useContext } from 'react';

/**
 * Whether the session may open a path, decided as the side menu and the route guard decide it (the menu entry, user
 * type and punchout rules of src/app); the app layout provides it. Outside it nothing is allowed.
 */
export const RouteAllowedContext = createContext<(path: string) => boolean>(() => false);

/** True when `path` (a PATHS value) is a page the side menu offers this session. */
export function useRouteAllowed(path: string): boolean {
  return useContext(RouteAllowedContext)(path);
}
