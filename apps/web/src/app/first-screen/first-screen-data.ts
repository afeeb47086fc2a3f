import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { Customer, Menu, SessionSettings, User } from '@storefront/contract';
import type { Theme } from '@storefront/domain';

/** The element of the page that carries what the server rendered its first screen from (JSON). */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/**
 * What a server-rendered first screen was drawn from (src/entry-server.tsx): the app's first render starts from the
 * same answers, so it draws the same screen instead of its loading states, and asks the server for none of them again.
 */
export interface FirstScreenData {
  /** The query answers the screen used (React Query's dehydrated cache). */
  queries: DehydratedState;
  /** A guest-enabled site's anonymous menu and settings (null where guests are off). */
  guest: { menu: Menu; settings: SessionSettings | null } | null;
  /** Signed in: whose session the screen was drawn for, and its user and configuration (null signed out). */
  signedIn: {
    /** The end of the session's token (sessionTag): the app checks its stored session is that one. */
    session: string;
    user: User;
    customer: Customer | null;
    menu: Menu;
    settings: SessionSettings;
  } | null;
  /** The theme the screen was drawn in. */
  theme: Theme;
}

/** Which stored session a screen was drawn for, without putting the token itself in the page. */
export function sessionTag(token: string, customerKey: number | null): string {
  return `${customerKey ?? 0}:${token.slice(-12)}`;
}

/** JSON that is safe inside a <script> element: no '<' can close it or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's first-screen data, or null when the page was not server-rendered (or the data is not readable). */
export function readFirstScreenData(doc: Document = document): FirstScreenData | null {
  const text = doc.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as FirstScreenData;
    return data && typeof data === 'object' && data.queries && data.theme ? data : null;
  } catch {
    return null;
  }
}

/**
 * Puts the answers a screen was drawn from into the app's cache, as answered when the server asked (what React Query's
 * hydrate does for successful answers, without its code in every page's download).
 */
export function seedAnswers(queryClient: QueryClient, state: DehydratedState): void {
  for (const { queryKey, state: answer } of state.queries) {
    if (answer.status === 'success')
      queryClient.setQueryData(queryKey, answer.data, { updatedAt: answer.dataUpdatedAt });
  }
}
