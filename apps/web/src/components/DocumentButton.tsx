import { useRef, useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import type { DocumentResult } from '@storefront/contract';
import { ApiError, errorMessage } from '../lib/api/api-client';
import { useNotify } from './notifications/use-notify';
import {
  clickAction,
  type DocumentButtonState,
  documentOutcome,
  type DocumentOutcome,
  POPUP_BLOCKED_MESSAGE,
  stateAfterFailure,
} from './document-button-state';

/** Spec 2 §9: Android downloads the PDF instead of showing it, so the emptied tab is closed. */
const ANDROID_TAB_CLOSE_MS = 300;
const LOADING_PAGE = '/loading.html';

/** Where the document comes from: a spec 2 §7 document fetch, or anything that ends where the tab should go (a report's PDF). */
export type DocumentSource =
  | {
      /** Asks the server to make the document (GET /api/documents/..., /api/account/statement): its /doc/{id} link. */
      fetchDocument: () => Promise<DocumentResult>;
    }
  | { openDocument: () => Promise<DocumentOutcome> };

type DocumentButtonProps = DocumentSource & {
  /** The document's name, also the button's accessible name ('Order Confirmation'). */
  label: string;
  /** The button's text when it is not the label ('Open Report'). */
  text?: string;
  variant?: 'outlined' | 'contained';
  size?: 'small' | 'medium';
};

/**
 * Spec 2 §4 document button, the one way every page opens a document: NotLoaded -> Loading
 * (a new tab shows /loading.html) -> Loaded (the tab goes to /doc/{id}) or Failed (red; a
 * click clears it). The tab is opened inside the click, before any await, or the browser's
 * popup blocker refuses it.
 */
export function DocumentButton({
  label,
  text = label,
  variant = 'outlined',
  size = 'small',
  ...source
}: DocumentButtonProps) {
  const open =
    'fetchDocument' in source ? async () => documentOutcome(await source.fetchDocument()) : source.openDocument;
  const notify = useNotify();
  const [state, setState] = useState<DocumentButtonState>('NotLoaded');
  // The state as of this render can be stale for a second click in the same frame.
  const busy = useRef(false);

  const fail = (tab: Window, next: DocumentButtonState, message: string, quiet = false) => {
    tab.close();
    notify(message, { variant: quiet ? 'default' : 'error' });
    setState(next);
  };

  const load = async () => {
    const tab = window.open(LOADING_PAGE, '_blank');
    if (!tab) {
      notify(POPUP_BLOCKED_MESSAGE, { variant: 'error' });
      return;
    }
    busy.current = true;
    setState('Loading');
    try {
      const outcome = await open();
      if (outcome.kind === 'failed') {
        fail(tab, outcome.state, outcome.message, outcome.quiet);
        return;
      }
      tab.location.href = outcome.path;
      setState('Loaded');
      if (/android/i.test(navigator.userAgent)) setTimeout(() => tab.close(), ANDROID_TAB_CLOSE_MS);
    } catch (err) {
      fail(
        tab,
        stateAfterFailure(err instanceof ApiError && err.status > 0 ? err.status : null),
        errorMessage(err).toUpperCase(),
      );
    } finally {
      busy.current = false;
    }
  };

  const onClick = () => {
    const action = busy.current ? 'ignore' : clickAction(state);
    if (action === 'clear') setState('NotLoaded');
    if (action === 'load') void load();
  };

  const failed = state === 'Failed';
  const loading = state === 'Loading';
  return (
    <Button
      size={size}
      variant={variant}
      color={failed ? 'error' : 'primary'}
      aria-label={failed ? `${label}: Failed` : label}
      aria-busy={loading || undefined}
      startIcon={
        loading ? (
          <CircularProgress size={16} aria-hidden />
        ) : failed ? (
          <ErrorOutlineOutlined />
        ) : (
          <PictureAsPdfOutlined />
        )
      }
      onClick={onClick}
      // A name that wraps in a narrow column (Account Details beside the side menu) reads as a left-aligned paragraph.
      sx={{ textAlign: 'start' }}
    >
      {failed ? 'Failed' : text}
    </Button>
  );
}
