import { useState } from 'react';
import { Alert } from '@mui/material';
import { detectUnsupportedBrowser } from '../lib/browser/browser-support';

/** Spec 1 §2: a warning for Internet Explorer, Edge below 79 and Firefox below 41 (wording is ours). */
export function UnsupportedBrowserBanner() {
  // A server rendering a first screen has no browser to judge: the browser's first render does.
  const [browser] = useState(() =>
    typeof navigator === 'undefined' ? null : detectUnsupportedBrowser(navigator.userAgent),
  );
  const [dismissed, setDismissed] = useState(false);
  if (!browser || dismissed) return null;
  const version = browser.version === null ? '' : ` ${browser.version}`;
  return (
    <Alert
      severity="warning"
      variant="filled"
      square
      onClose={() => setDismissed(true)}
      sx={{ position: 'relative', zIndex: (t) => t.zIndex.appBar + 2, borderRadius: 0 }}
    >
      {browser.name}
      {version} is not supported. Some pages may not work correctly; please use a current version of Chrome, Edge,
      Firefox or Safari.
    </Alert>
  );
}
