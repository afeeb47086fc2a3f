import { useCallback, useState } from 'react';
import { errorMessage } from '../../../lib/api/api-client';
import { useNotify } from '../../../components/notifications/use-notify';
import { saveFile } from '../utils/save-file';

/**
 * Fetches a CSV through the API client (a plain link would go without the session's token) and saves it; `busy` is
 * the name of the file on its way.
 */
export function useCsvDownload() {
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);
  const download = useCallback(
    async (fetchFile: () => Promise<Blob>, name: string) => {
      setBusy(name);
      try {
        saveFile(await fetchFile(), name);
      } catch (err) {
        notify(`${name} could not be downloaded. ${errorMessage(err)}`, { variant: 'error' });
      } finally {
        setBusy(null);
      }
    },
    [notify],
  );
  return { download, busy };
}
