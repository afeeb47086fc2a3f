import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const PARAM = 'job';

/** The import the page shows, kept in the address (?job=12) so a reload goes on following it. */
export function useShownImport(): [string | null, (jobId: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PARAM);
  const jobId = raw && /^\d{1,12}$/.test(raw) ? raw : null;
  const show = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(PARAM, next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [jobId, show];
}
