import { Box, Card } from '@mui/material';
import { Shimmer } from '../../../components/ui/Shimmer';

/** Stands in for a product whose page is still loading, in the same box, so nothing jumps when it arrives. */
export function CardSkeleton({ list }: { list: boolean }) {
  return (
    <Card
      aria-hidden
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: list ? 'row' : 'column',
        gap: list ? 2 : 0,
        p: list ? 1.5 : 0,
      }}
    >
      <Shimmer
        sx={
          list
            ? { width: { xs: 96, sm: 196 }, height: { xs: 96, sm: 196 }, borderRadius: 2, flexShrink: 0 }
            : { height: 112, borderRadius: 0 }
        }
      />
      <Box sx={{ p: list ? 0 : 1.5, flex: 1 }}>
        <Shimmer data-line sx={{ width: '85%' }} />
        <Shimmer data-line sx={{ width: '60%' }} />
        <Shimmer data-line sx={{ width: '40%', mt: 1 }} />
        <Shimmer data-line sx={{ width: '30%' }} />
      </Box>
    </Card>
  );
}
