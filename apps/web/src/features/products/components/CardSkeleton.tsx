import { Box, Card, Skeleton } from '@mui/material';

/** Stands in for a product whose page is still loading, in the same box, so nothing jumps when it arrives. */
export function CardSkeleton({ list }: { list: boolean }) {
  return (
    <Card aria-hidden sx={{ height: '100%', display: 'flex', flexDirection: list ? 'row' : 'column', gap: list ? 2 : 0, p: list ? 1.5 : 0 }}>
      <Skeleton variant="rectangular" sx={list ? { width: { xs: 96, sm: 196 }, height: { xs: 96, sm: 196 }, borderRadius: 2 } : { height: 112 }} />
      <Box sx={{ p: list ? 0 : 1.5, flex: 1 }}>
        <Skeleton width="85%" />
        <Skeleton width="60%" />
        <Skeleton width="40%" sx={{ mt: 1 }} />
        <Skeleton width="30%" />
      </Box>
    </Card>
  );
}
