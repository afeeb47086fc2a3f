import { useMatches } from 'react-router';
import type { RouteHandle } from './route-paths';

/** The handle of the deepest matched route that declares one (title and access). */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.access) return handle;
  }
  return undefined;
}
