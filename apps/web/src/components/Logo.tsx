import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useSiteSettings } from '../lib/site/api/get-site-settings';
import { useLogoName } from '../lib/site/api/get-logo-name';

interface LogoProps {
  /** Image height in px; the text fallback scales with it. */
  height?: number;
  /** 'inherit' on the coloured app bar, 'primary' on light cards. */
  color?: 'inherit' | 'primary';
}

/** The site logo from /img/{logoName}; the site name stands in when there is no image or it fails. */
export function Logo({ height = 36, color = 'inherit' }: LogoProps) {
  const logo = useLogoName();
  const site = useSiteSettings();
  const [broken, setBroken] = useState<string | null>(null);
  const siteName = logo.data?.siteName || site.data?.siteName || 'Storefront';
  const logoName = logo.data?.logoName;

  if (logoName && broken !== logoName) {
    return (
      <Box
        component="img"
        src={`/img/${encodeURIComponent(logoName)}`}
        alt={siteName}
        onError={() => setBroken(logoName)}
        sx={{ height, maxWidth: { xs: 120, sm: 180 }, objectFit: 'contain', display: 'block' }}
      />
    );
  }
  return (
    <Typography
      component="span"
      noWrap
      sx={{
        fontWeight: 800,
        letterSpacing: 0.3,
        fontSize: height * 0.55,
        color: color === 'primary' ? 'primary.main' : 'inherit',
        maxWidth: { xs: 140, sm: 240 },
      }}
    >
      {siteName}
    </Typography>
  );
}
