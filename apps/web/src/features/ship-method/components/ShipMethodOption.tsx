import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';

interface ShipMethodOptionProps {
  label: string;
  description: string;
  icon: ReactNode;
  autoFocus?: boolean;
  onChoose: () => void;
}

export function ShipMethodOption({ label, description, icon, autoFocus, onChoose }: ShipMethodOptionProps) {
  return (
    <Card sx={{ flex: 1, transition: 'border-color .15s', '&:hover': { borderColor: 'primary.main' } }}>
      <CardActionArea onClick={onChoose} autoFocus={autoFocus} sx={{ height: '100%' }}>
        <CardContent
          sx={{
            display: 'flex',
            flexDirection: { xs: 'row', sm: 'column' },
            alignItems: 'center',
            gap: 2,
            py: { xs: 2.5, sm: 4 },
            textAlign: { xs: 'left', sm: 'center' },
          }}
        >
          <Box
            sx={{
              width: 56,
              height: 56,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              flexShrink: 0,
            }}
            aria-hidden
          >
            {icon}
          </Box>
          <Box>
            <Typography variant="h6" component="h2">
              {label}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
