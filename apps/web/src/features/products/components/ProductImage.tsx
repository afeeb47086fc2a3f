import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import type { ImageFit } from '@storefront/domain';
import { imageSource } from '../../../lib/catalogue/product-image';

interface ProductImageProps {
  src: string | null;
  alt: string;
  fit: ImageFit;
  missingImage: string | null | undefined;
  /** Pixel size of the picture files used here (200 for lists, 400 for cards), for the browser's layout. */
  intrinsicSize: number;
  /** Load at once (the detail page's main picture) rather than when scrolled near. */
  eager?: boolean;
}

/**
 * A product picture filling its box, fitted as the settings say (Cover or Contain). Falls back to the
 * site's missing-image picture, then to 'No Image' (spec 1 §8), also when the file fails to load.
 */
export function ProductImage({ src, alt, fit, missingImage, intrinsicSize, eager }: ProductImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const chosen = imageSource(src, missingImage);
  const url = chosen && chosen !== failed ? chosen : null;
  return (
    <Box sx={{ position: 'relative', width: '100%', height: '100%', bgcolor: '#fff', overflow: 'hidden' }}>
      {url && fit !== 'Cover' && (
        // A contained picture leaves bands beside it: they take the colour of the picture's corner
        // (its background), by showing that corner magnified.
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            backgroundImage: `url("${url}")`,
            backgroundSize: '4000% 4000%',
            backgroundPosition: 'left top',
          }}
        />
      )}
      {url ? (
        <Box
          component="img"
          src={url}
          alt={alt}
          width={intrinsicSize}
          height={intrinsicSize}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(url)}
          sx={{
            position: 'relative',
            display: 'block',
            width: '100%',
            height: '100%',
            objectFit: fit === 'Cover' ? 'cover' : 'contain',
          }}
        />
      ) : (
        <Box
          sx={{
            height: '100%',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.5,
            color: 'text.disabled',
            bgcolor: 'action.hover',
          }}
        >
          <ImageNotSupportedOutlined aria-hidden />
          {/* text.disabled is 2.6:1 on this grey; the caption is text, so it needs 4.5:1. */}
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            No Image
          </Typography>
        </Box>
      )}
    </Box>
  );
}
