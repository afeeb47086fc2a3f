import { Box, FormControl, InputLabel, MenuItem, Select, Slider, Stack, TextField, Typography } from '@mui/material';
import { IMAGE_OBJECT_FITS, type ContentItem } from '@storefront/contract';
import { isSafeLandingUrl, LANDING_LIMITS as L } from '@storefront/domain';
import { ImageSourceField } from './ImageSourceField';

type ImageItem = Extract<ContentItem, { variant: 'image' }>;

const pxValue = (text: string): number | null => {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, L.imageMaxPx) : null;
};

type ImageLink = NonNullable<ImageItem['link']>;

function LinkAddress({ link, bad, onChange }: { link: ImageLink; bad: boolean; onChange: (link: ImageLink) => void }) {
  return (
    <TextField
      label="Link address"
      size="small"
      fullWidth
      value={link.href}
      onChange={(e) => onChange({ variant: link.variant, href: e.target.value })}
      error={bad}
      helperText={link.variant === 'internal' ? 'A page of this site, e.g. /products#mc=MEAT' : 'https://… or mailto:…'}
    />
  );
}

/** Spec 3 §2 image content: src (chosen from the uploaded images, or an upload), alt, link, objectFit, width, height, padding. */
export function ImageItemEditor({ item, onChange }: { item: ImageItem; onChange: (item: ImageItem) => void }) {
  const set = (patch: Partial<ImageItem>) => onChange({ ...item, ...patch });
  const linkBad = item.link !== null && item.link.href !== '' && !isSafeLandingUrl(item.link.href);
  return (
    <Stack spacing={2}>
      <ImageSourceField label="Image source" value={item.src} onChange={(src) => set({ src })} />
      <TextField
        label="Alt text"
        size="small"
        value={item.alt}
        onChange={(e) => set({ alt: e.target.value.slice(0, L.textMax) })}
        helperText={`${item.alt.length}/${L.textMax}`}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id={`${item.id}-link`}>Link</InputLabel>
          <Select
            labelId={`${item.id}-link`}
            label="Link"
            value={item.link?.variant ?? 'none'}
            onChange={(e) => {
              const v = e.target.value;
              set({ link: v === 'none' ? null : { variant: v, href: item.link?.href ?? '' } });
            }}
          >
            <MenuItem value="none">No link</MenuItem>
            <MenuItem value="internal">Internal</MenuItem>
            <MenuItem value="external">External</MenuItem>
          </Select>
        </FormControl>
        {item.link && <LinkAddress link={item.link} bad={linkBad} onChange={(link) => set({ link })} />}
      </Stack>
      <Stack direction="row" spacing={1}>
        <FormControl size="small" sx={{ minWidth: 130 }}>
          <InputLabel id={`${item.id}-fit`}>Fit</InputLabel>
          <Select
            labelId={`${item.id}-fit`}
            label="Fit"
            value={item.objectFit}
            onChange={(e) => set({ objectFit: e.target.value })}
          >
            {IMAGE_OBJECT_FITS.map((f) => (
              <MenuItem key={f} value={f}>
                {f}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <TextField
          label="Width (px)"
          size="small"
          type="number"
          value={item.width ?? ''}
          onChange={(e) => set({ width: pxValue(e.target.value) })}
          slotProps={{ htmlInput: { min: 1, max: L.imageMaxPx } }}
        />
        <TextField
          label="Height (px)"
          size="small"
          type="number"
          value={item.height ?? ''}
          onChange={(e) => set({ height: pxValue(e.target.value) })}
          slotProps={{ htmlInput: { min: 1, max: L.imageMaxPx } }}
        />
      </Stack>
      <Box>
        <Typography id={`${item.id}-padding`} variant="body2" gutterBottom>
          Padding
        </Typography>
        <Slider
          aria-labelledby={`${item.id}-padding`}
          value={item.padding}
          min={L.paddingMin}
          max={L.paddingMax}
          step={1}
          marks
          valueLabelDisplay="auto"
          onChange={(_e, v) => set({ padding: v })}
          sx={{ maxWidth: 240 }}
        />
      </Box>
    </Stack>
  );
}
