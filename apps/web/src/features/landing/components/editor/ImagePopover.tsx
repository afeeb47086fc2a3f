import { useState } from 'react';
import { Button, Popover, Stack, TextField } from '@mui/material';
import { useImageSourceStatus } from '../../hooks/use-image-source-status';
import { ImageSourceField } from './ImageSourceField';

/** Spec 3 §2: an image of this site (chosen from the uploaded ones, uploaded, or typed), with alt text of at most 40 characters. */
export function ImagePopover({
  anchor,
  onClose,
  onInsert,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  onInsert: (src: string, alt: string) => void;
}) {
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  // Only a picture that shows can be inserted.
  const ok = useImageSourceStatus(src) === 'found';
  return (
    <Popover
      open={!!anchor}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      // A small dialog (it traps focus like one): named, and its fields inside a dialog as axe's region rule asks.
      slotProps={{ paper: { role: 'dialog', 'aria-label': 'Insert image' } }}
    >
      <Stack spacing={1.5} sx={{ p: 2, width: 300, maxWidth: '100%', boxSizing: 'border-box' }}>
        <ImageSourceField label="Image URL" value={src} onChange={setSrc} stacked autoFocus />
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
