import { useState } from 'react';
import { Button, Popover, Stack, TextField } from '@mui/material';
import { isSafeLandingUrl } from '@storefront/domain';

/** Spec 3 §2: a link needs both its text and its url; the url must be http(s), mailto or site-relative. */
export function LinkPopover({
  anchor,
  onClose,
  onInsert,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  onInsert: (text: string, url: string) => void;
}) {
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const urlOk = isSafeLandingUrl(url.trim());
  return (
    <Popover
      slotProps={{ paper: { role: 'dialog', 'aria-label': 'Insert link' } }}
      open={!!anchor}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <Stack spacing={1.5} sx={{ p: 2, width: 300 }}>
        <TextField
          label="Text"
          size="small"
          required
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoFocus
        />
        <TextField
          label="URL"
          size="small"
          required
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={url !== '' && !urlOk}
          helperText="https://…, mailto:… or /a/page/of/this/site"
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            variant="contained"
            disabled={!text.trim() || !urlOk}
            onClick={() => onInsert(text.trim(), url.trim())}
          >
            Insert Link
          </Button>
        </Stack>
      </Stack>
    </Popover>
  );
}
