import { useEffect, useState } from 'react';
import { apiBlob, errorMessage } from '../../../lib/api/api-client';

interface ImageState {
  path: string;
  url: string | null;
  error: string | null;
}

/**
 * An image the API serves only with the session's Authorization header (a check-in photo): fetched as a blob through
 * the API client and shown by an object URL, revoked when the image leaves the screen or its path changes.
 */
export function useAuthorizedImage(path: string): { url: string | null; error: string | null } {
  const [state, setState] = useState<ImageState>({ path, url: null, error: null });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    apiBlob(path, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ path, url, error: null });
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setState({ path, url: null, error: errorMessage(err) });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return state.path === path ? state : { url: null, error: null };
}
