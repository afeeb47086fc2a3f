import { type ReactNode, useState } from 'react';
import { Button, Card, CardActions, CardContent, CircularProgress, Typography } from '@mui/material';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useNotify } from '../../../components/notifications/use-notify';
import { fetchReport } from '../api/open-report';
import { reportFailure } from '../utils/report-cards';

const LOADING_PAGE = '/loading.html';
const POPUP_BLOCKED = 'Allow pop-ups for this site to open the report.';

interface ReportCardProps {
  title: string;
  /** The report's URL with the parameters as chosen now. */
  url: () => string;
  children?: ReactNode;
}

/** One report: its parameters and Open Report, which shows the PDF in a new tab (opened inside the click, before any await). */
export function ReportCard({ title, url, children }: ReportCardProps) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    const tab = window.open(LOADING_PAGE, '_blank');
    if (!tab) {
      notify(POPUP_BLOCKED, { variant: 'error' });
      return;
    }
    setBusy(true);
    try {
      const outcome = await fetchReport(url());
      if (outcome.ok) tab.location.href = outcome.url;
      else {
        tab.close();
        notify(reportFailure(outcome.status, outcome.message), { variant: outcome.status === 204 ? 'default' : 'error' });
      }
    } finally {
      setBusy(false);
    }
  };
  const headingId = `report-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 2, alignContent: 'start' }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          onClick={() => void open()}
          disabled={busy}
          aria-label={`Open Report: ${title}`}
          startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <PictureAsPdfOutlined />}
        >
          Open Report
        </Button>
      </CardActions>
    </Card>
  );
}
