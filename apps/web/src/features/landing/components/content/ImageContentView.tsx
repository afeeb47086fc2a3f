import { Box, Typography } from '@mui/material';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import { Link as RouterLink } from 'react-router';
import type { ContentItem } from '@storefront/contract';
import { isSafeImageSrc, isSafeLandingUrl } from '@storefront/domain';
import { useLandingPreview } from './landing-preview';

type ImageItem = Extract<ContentItem, { variant: 'image' }>;

export function NoImage() {
  return (
    <Box
      sx={{
        height: '100%',
        minHeight: 120,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'text.secondary',
        gap: 1,
      }}
    >
      <ImageNotSupportedOutlined aria-hidden />
      <Typography variant="body2">No Image</Typography>
    </Box>
  );
}

/** An image item: fitted in its box (objectFit), at most its width and height, linked when it has a link. */
export function ImageContentView({ item, eager }: { item: ImageItem; eager?: boolean }) {
  const preview = useLandingPreview();
  if (!item.src || !isSafeImageSrc(item.src)) return <NoImage />;
  const picture = (
    <Box
      component="img"
      src={item.src}
      alt={item.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      sx={{
        display: 'block',
        width: '100%',
        height: '100%',
        maxWidth: item.width ?? undefined,
        maxHeight: item.height ?? undefined,
        objectFit: item.objectFit,
        mx: 'auto',
      }}
    />
  );
  const href = item.link && isSafeLandingUrl(item.link.href) ? item.link.href : null;
  const boxSx = { display: 'block', height: '100%', p: item.padding, boxSizing: 'border-box' } as const;
  if (!href || preview) return <Box sx={boxSx}>{picture}</Box>;
  if (item.link?.variant === 'internal' && href.startsWith('/')) {
    return (
      <Box component={RouterLink} to={href} sx={boxSx}>
        {picture}
      </Box>
    );
  }
  return (
    <Box component="a" href={href} rel="noopener noreferrer" target="_blank" sx={boxSx}>
      {picture}
    </Box>
  );
}
