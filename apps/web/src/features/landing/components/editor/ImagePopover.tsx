import { useState } from 'react';
import { Button, Popover, Stack, TextField } from '@mui/material';
import { isSafeImageSrc } from '@storefront/domain';

/** Spec 3 §2: an image of this site (/img/…), with alt text of at most 40 characters. */
export function ImagePopover({ anchor, onClose, onInsert }: { anchor: HTMLElement | null; onClose: () => void; onInsert: (src: string, alt: string) => void }) {
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const ok = isSafeImageSrc(src.trim());
  return (
    <Popover open={!!anchor} anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Stack spacing={1.5} sx={{ p: 2, width: 300 }}>
        <TextField
          label="Image URL"
          size="small"
          required
          value={src}
          onChange={(e) => setSrc(e.target.value)}
          error={src !== '' && !ok}
          helperText={src !== '' && !ok ? 'An uploaded image of this site: /img/…' : ' '}
          autoFocus
        />
        <TextField label="Alt text" size="small" value={alt} onChange={(e) => setAlt(e.target.value.slice(0, 40))} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" disabled={!ok} onClick={() => onInsert(src.trim(), alt)}>
            Insert Image
          </Button>
        </Stack>
      </Stack>
    </Popover>
  );
}
