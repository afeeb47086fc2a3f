import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import SearchIcon from '@mui/icons-material/Search';
import type { LandingImageEntry } from '@storefront/contract';
import { useDebouncedValue } from '../../../../lib/timing/use-debounced-value';
import { useLandingImages } from '../../api/get-landing-images';
import { LANDING_SEARCH_DEBOUNCE_MS } from '../../utils/picker-text';
import { UploadImageButton } from './UploadImageButton';

/** One uploaded picture: its thumbnail over its name, a button that chooses it (pressed when it is the current one). */
function ImageChoice({ image, chosen, onChoose }: { image: LandingImageEntry; chosen: boolean; onChoose: () => void }) {
  return (
    <ButtonBase
      focusRipple
      onClick={onChoose}
      aria-pressed={chosen}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        width: '100%',
        minWidth: 0,
        border: chosen ? 2 : 1,
        borderColor: chosen ? 'primary.main' : 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        textAlign: 'left',
        '&:hover': { borderColor: 'primary.main' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: 2 },
      }}
    >
      <Box
        component="img"
        src={image.src}
        alt=""
        loading="lazy"
        decoding="async"
        sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'action.hover' }}
      />
      <Typography variant="caption" noWrap title={image.name} sx={{ px: 1, py: 0.5, display: 'block' }}>
        {image.name}
      </Typography>
      {chosen && (
        <CheckCircle
          color="primary"
          aria-hidden
          sx={{ position: 'absolute', top: 6, right: 6, bgcolor: 'background.paper', borderRadius: '50%' }}
        />
      )}
    </ButtonBase>
  );
}

interface ImagePickerDialogProps {
  /** The source the field holds now: its picture shows as chosen. */
  current: string;
  onChoose: (src: string) => void;
  onClose: () => void;
}

/**
 * Choose an image (issue 25 item 20): the pictures already uploaded, newest first, searchable by name, a page at a
 * time, and Upload for a new one (chosen as soon as it is stored). Full screen on a phone.
 */
export function ImagePickerDialog({ current, onChoose, onClose }: ImagePickerDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [text, setText] = useState('');
  const [uploadError, setUploadError] = useState<string | null>(null);
  const q = useDebouncedValue(text.trim(), LANDING_SEARCH_DEBOUNCE_MS);
  const images = useLandingImages(q, true);
  const shown = images.data?.pages.flatMap((p) => p.images) ?? [];
  const total = images.data?.pages[0]?.total ?? 0;
  const status = images.isPending
    ? 'Loading images…'
    : images.isError
      ? ''
      : total === 0
        ? q
          ? 'No Results'
          : 'No images uploaded yet: upload one.'
        : `${total} image${total === 1 ? '' : 's'}`;
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="image-picker-title">
      <DialogTitle id="image-picker-title">Choose an image</DialogTitle>
      <DialogContent dividers>
        <TextField
          label="Search images by name"
          type="search"
          size="small"
          fullWidth
          autoFocus
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
          sx={{ mb: 1 }}
        />
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1.5, minHeight: '1.5em' }}>
          {status}
        </Typography>
        {images.isError && <Alert severity="error">{images.error.message}</Alert>}
        {uploadError && (
          <Alert severity="error" sx={{ mb: 1.5 }}>
            {uploadError}
          </Alert>
        )}
        <Box
          role="list"
          aria-label="Uploaded images"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))', gap: 1.5 }}
        >
          {shown.map((image) => (
            <Box role="listitem" key={image.src} sx={{ minWidth: 0, display: 'flex' }}>
              <ImageChoice image={image} chosen={image.src === current.trim()} onChoose={() => onChoose(image.src)} />
            </Box>
          ))}
        </Box>
        {images.hasNextPage && (
          <Box sx={{ textAlign: 'center', mt: 2 }}>
            <Button onClick={() => void images.fetchNextPage()} disabled={images.isFetchingNextPage}>
              {images.isFetchingNextPage ? 'Loading…' : `Show more (${shown.length} of ${total})`}
            </Button>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <UploadImageButton onUploaded={onChoose} onError={setUploadError} sx={{ mr: 'auto' }} />
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
