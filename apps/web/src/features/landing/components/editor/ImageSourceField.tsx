import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import { useImageSourceStatus } from '../../hooks/use-image-source-status';
import { IMAGE_SOURCE_HELP, isImageSourceError } from '../../utils/picker-text';
import { ImagePickerDialog } from './ImagePickerDialog';
import { UploadImageButton } from './UploadImageButton';

interface ImageSourceFieldProps {
  label: string;
  value: string;
  onChange: (src: string) => void;
  /** Field over buttons at every width (a popover), instead of side by side from the sm breakpoint. */
  stacked?: boolean;
  autoFocus?: boolean;
}

/**
 * An image source (issue 25 item 20): chosen from the uploaded images (Choose), uploaded (Upload), or typed; a typed
 * address that shows no picture on this site is an error here, before the server refuses it on Save.
 */
export function ImageSourceField({ label, value, onChange, stacked = false, autoFocus }: ImageSourceFieldProps) {
  const status = useImageSourceStatus(value);
  const [picking, setPicking] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const direction = stacked ? ('column' as const) : ({ xs: 'column', sm: 'row' } as const);
  return (
    <Stack spacing={1}>
      <Stack direction={direction} spacing={1} sx={{ alignItems: stacked ? 'stretch' : { sm: 'flex-start' } }}>
        <TextField
          label={label}
          size="small"
          fullWidth
          autoFocus={autoFocus}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={isImageSourceError(status)}
          helperText={IMAGE_SOURCE_HELP[status]}
        />
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            variant="outlined"
            startIcon={<PhotoLibraryOutlined />}
            onClick={() => setPicking(true)}
            sx={{ height: 40 }}
          >
            Choose image
          </Button>
          <UploadImageButton onUploaded={onChange} onError={setUploadError} sx={{ height: 40 }} />
        </Stack>
      </Stack>
      {uploadError && <Alert severity="error">{uploadError}</Alert>}
      {status === 'found' && (
        <Box
          component="img"
          src={value.trim()}
          alt=""
          sx={{ maxHeight: 120, maxWidth: '100%', objectFit: 'contain', alignSelf: 'flex-start' }}
        />
      )}
      {picking && (
        <ImagePickerDialog
          current={value}
          onClose={() => setPicking(false)}
          onChoose={(src) => {
            setUploadError(null);
            onChange(src);
            setPicking(false);
          }}
        />
      )}
    </Stack>
  );
}
