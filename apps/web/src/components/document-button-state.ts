import type { DocumentResult } from '@storefront/contract';

/** Spec 2 §4 document download button. */
export type DocumentButtonState = 'NotLoaded' | 'Loading' | 'Loaded' | 'Failed';

/** Spec 2 §8. */
export const POPUP_BLOCKED_MESSAGE = "Couldn't open new tab or window";

/** What a click does in each state: Loading ignores it, Failed only clears the error. */
export function clickAction(state: DocumentButtonState): 'load' | 'ignore' | 'clear' {
  if (state === 'Loading') return 'ignore';
  if (state === 'Failed') return 'clear';
  return 'load';
}

/** Where the new tab goes once the server made the document. */
export function documentViewerPath(id: string): string {
  return `/doc/${encodeURIComponent(id)}`;
}

/**
 * A failed fetch: statuses 204 and 500 return the button to NotLoaded, any other
 * (and a failure without a status) marks it 'Failed' (spec 2 §4).
 */
export function stateAfterFailure(status: number | null): DocumentButtonState {
  return status === 204 || status === 500 ? 'NotLoaded' : 'Failed';
}

/** Where the new tab goes (a /doc/{id} link, or a PDF fetched as a blob), or why it closes; `quiet` failures are news, not errors. */
export type DocumentOutcome =
  { kind: 'loaded'; path: string } | { kind: 'failed'; state: DocumentButtonState; message: string; quiet?: boolean };

/** The server's answer; its failure message is shown in upper case (spec 2 §4). */
export function documentOutcome(result: DocumentResult): DocumentOutcome {
  if (!result.isError && result.id) return { kind: 'loaded', path: documentViewerPath(result.id) };
  const message = (result.message || 'The document could not be loaded.').toUpperCase();
  return { kind: 'failed', state: stateAfterFailure(result.isError ? result.status : null), message };
}
