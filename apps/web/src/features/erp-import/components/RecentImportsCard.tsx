import { Alert, Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Loading } from '../../../components/Loading';
import { errorMessage } from '../../../lib/api/api-client';
import { useRecentImports } from '../api/recent-imports';
import { KIND_LABELS } from '../utils/import-kinds';
import { importLine, importTime } from '../utils/import-progress';

interface RecentImportsProps {
  /** The import shown above, if any. */
  shown: string | null;
  onShow: (jobId: string) => void;
}

/** The newest 20 imports, of every kind; choosing one shows it above. */
export function RecentImportsCard({ shown, onShow }: RecentImportsProps) {
  const recent = useRecentImports();
  const list = recent.data?.imports ?? [];
  return (
    <Card variant="outlined" component="section" aria-labelledby="recent-imports-title">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography id="recent-imports-title" variant="h6" component="h2">
          Recent Imports
        </Typography>
        {recent.isPending && <Loading label="Loading the recent imports" />}
        {recent.isError && (
          <Alert severity="error">The recent imports could not be read. {errorMessage(recent.error)}</Alert>
        )}
        {recent.isSuccess && list.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No imports yet.
          </Typography>
        )}
        {list.length > 0 && (
          <List dense disablePadding aria-labelledby="recent-imports-title">
            {list.map((i) => (
              <ListItem key={i.jobId} disablePadding>
                <ListItemButton
                  selected={i.jobId === shown}
                  aria-current={i.jobId === shown ? 'true' : undefined}
                  onClick={() => onShow(i.jobId)}
                >
                  <ListItemText
                    primary={`${KIND_LABELS[i.kind]}: ${i.fileName || 'a file without a name'}`}
                    secondary={`${importLine(i)}. ${importTime(i.createdAt)}`}
                    slotProps={{
                      primary: { sx: { overflowWrap: 'anywhere' } },
                      secondary: { sx: { overflowWrap: 'anywhere' } },
                    }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
