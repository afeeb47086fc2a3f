import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useSession } from '../../../../lib/session/use-session';
import { imageSource } from '../../../../lib/catalogue/product-image';

/** The line's 200x200 list picture shown small, or 'No Image' (spec 1 §8), also when it fails to load. */
export function CartLineImage({ src, size }: { src: string | null | undefined; size: number }) {
  const { settings } = useSession();
  const [failed, setFailed] = useState<string | null>(null);
  const chosen = imageSource(src, settings?.missingImage);
  const url = chosen && chosen !== failed ? chosen : null;
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: url ? '#fff' : 'action.hover',
        border: 1,
        borderColor: 'divider',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt=""
          width={200}
          height={200}
          loading="lazy"
          onError={() => setFailed(url)}
          sx={{ width: '100%', height: '100%', objectFit: settings?.imageFit === 'Cover' ? 'cover' : 'contain' }}
        />
      ) : (
        <Typography variant="caption" sx={{ color: 'text.secondary', fontSize: 10, textAlign: 'center' }}>
          No Image
        </Typography>
      )}
    </Box>
  );
}
