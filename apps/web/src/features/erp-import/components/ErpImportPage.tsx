import { Box } from '@mui/material';
import { useShownImport } from '../hooks/use-shown-import';
import { ImportStatusCard } from './ImportStatusCard';
import { NewImportCard } from './NewImportCard';
import { RecentImportsCard } from './RecentImportsCard';

/** Issue 30: /admin/import, administrators only. Upload an ERP file, follow its job, read what was refused. */
export function ErpImportPage() {
  const [jobId, show] = useShownImport();
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900, minWidth: 0 }}>
      <NewImportCard onStarted={show} />
      {jobId && <ImportStatusCard key={jobId} jobId={jobId} />}
      <RecentImportsCard shown={jobId} onShow={show} />
    </Box>
  );
}
