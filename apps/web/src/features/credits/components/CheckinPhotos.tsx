import { useRef } from 'react';
import { Box, Button, IconButton, LinearProgress, Typography } from '@mui/material';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { MAX_PHOTOS_PER_LINE } from '@storefront/domain';
import type { CheckinPhotoDraft } from '../utils/checkin-form';

interface CheckinPhotosProps {
  /** The line's product, naming the photos for a screen reader ('Photo 1 of Napkins'). */
  product: string;
  photos: readonly CheckinPhotoDraft[];
  onAdd: (files: File[]) => void;
  onRemove: (photo: CheckinPhotoDraft) => void;
}

/** Up to three photos of a damaged line, taken with the phone's camera and uploaded at once; each can be removed. */
export function CheckinPhotos({ product, photos, onAdd, onRemove }: CheckinPhotosProps) {
  const input = useRef<HTMLInputElement>(null);
  const room = MAX_PHOTOS_PER_LINE - photos.length;
  return (
    <Box>
      {photos.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {photos.map((photo, i) => (
            <Box component="li" key={photo.id} sx={{ width: 96 }}>
              <Box sx={{ position: 'relative', width: 96, height: 96 }}>
                <Box
                  component="img"
                  src={photo.previewUrl}
                  alt={`Photo ${i + 1} of ${product}`}
                  sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, display: 'block' }}
                />
                <IconButton
                  size="small"
                  aria-label={`Remove photo ${i + 1} of ${product}`}
                  onClick={() => onRemove(photo)}
                  sx={{
                    position: 'absolute',
                    top: 2,
                    right: 2,
                    bgcolor: 'background.paper',
                    '&:hover': { bgcolor: 'background.paper' },
                  }}
                >
                  <CloseOutlined fontSize="small" />
                </IconButton>
              </Box>
              {photo.status === 'uploading' && (
                <LinearProgress aria-label={`Uploading photo ${i + 1} of ${product}`} sx={{ mt: 0.5 }} />
              )}
              <Typography
                variant="caption"
                component="p"
                color={photo.status === 'failed' ? 'error' : 'text.secondary'}
                role={photo.status === 'failed' ? 'alert' : undefined}
              >
                {photo.status === 'uploading' ? 'Uploading…' : photo.status === 'uploaded' ? 'Uploaded' : photo.error}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        hidden
        onChange={(e) => {
          onAdd(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      <Button
        variant="outlined"
        size="small"
        startIcon={<PhotoCameraOutlined />}
        disabled={room <= 0}
        onClick={() => input.current?.click()}
        aria-label={`Take Photo of ${product}`}
      >
        Take Photo
      </Button>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {room > 0
          ? `Up to ${MAX_PHOTOS_PER_LINE} photos; ${room} more can be added.`
          : `${MAX_PHOTOS_PER_LINE} photos added: remove one to take another.`}
      </Typography>
    </Box>
  );
}
