import { useCallback, useState } from 'react';
import { apiBlob, errorMessage } from '../../../lib/api/api-client';
import { useNotify } from '../../../components/notifications/use-notify';
import { documentFileName } from '../utils/document-name';

/**
 * Downloads a scan document through the API client (a plain link would go without the
 * session token, which fails whenever guests are not allowed), then hands the browser
 * the file as a download.
 */
export function useDocumentDownload() {
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);
  const download = useCallback(
    async (url: string, name: string) => {
      setBusy(url);
      try {
        const blob = await apiBlob(url);
        const href = URL.createObjectURL(blob);
        const a = document.createElement('a');
        a.href = href;
        a.download = documentFileName(name);
        document.body.appendChild(a);
        a.click();
        a.remove();
        // Revoked later: some browsers read the object URL after click() returns.
        setTimeout(() => URL.revokeObjectURL(href), 60_000);
      } catch (err) {
        notify(`The document could not be downloaded. ${errorMessage(err)}`, { variant: 'error' });
      } finally {
        setBusy(null);
      }
    },
    [notify],
  );
  return { download, busy };
}
