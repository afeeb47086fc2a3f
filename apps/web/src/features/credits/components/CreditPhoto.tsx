import { Box, Link, Skeleton, Typography } from '@mui/material';
import { useAuthorizedImage } from '../hooks/use-authorized-image';

/** A check-in photo, fetched with the session's credentials; opens full size in a new tab. */
export function CreditPhoto({ path, alt }: { path: string; alt: string }) {
  const { url, error } = useAuthorizedImage(path);
  if (error)
    return (
      <Typography variant="caption" color="error" sx={{ width: 120 }}>
        {alt} could not be loaded: {error}
      </Typography>
    );
  if (!url) return <Skeleton variant="rounded" width={120} height={120} aria-label={`Loading ${alt}`} />;
  return (
    <Link href={url} target="_blank" rel="noopener" aria-label={`${alt}, full size (opens in a new tab)`}>
      <Box
        component="img"
        src={url}
        alt={alt}
        sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1, display: 'block' }}
      />
    </Link>
  );
}
