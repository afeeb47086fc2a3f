import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Logo } from '../../../components/Logo';

/** The card of the signed-out pages: the logo band, a heading, the content. */
export function SignedOutCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ boxShadow: '0 12px 40px rgba(0,0,0,0.08)', overflow: 'hidden' }}>
      <Box
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          minHeight: 88,
          px: 3,
        }}
      >
        <Logo height={44} />
      </Box>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ textAlign: 'center', mb: 3 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
