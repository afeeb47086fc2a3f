import { Box, Paper, Typography } from '@mui/material';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';

/**
 * The one stand-in for screens that later issues build. It shows no data and
 * no controls, so nothing pretends to work.
 */
export function ComingLater({ title }: { title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 640, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
      <Box sx={{ color: 'primary.main', mb: 1 }}>
        <ConstructionOutlined fontSize="large" aria-hidden />
      </Box>
      <Typography variant="h6" component="p">
        {title} — coming in a later release.
      </Typography>
    </Paper>
  );
}
