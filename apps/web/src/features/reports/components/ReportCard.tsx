import type { ReactNode } from 'react';
import { Card, CardActions, CardContent, Typography } from '@mui/material';
import { DocumentButton, type DocumentSource } from '../../../components/DocumentButton';

/** The report's document as its parameters are chosen now: a /doc/{id} link, or its PDF (`openReport`). */
type ReportCardProps = DocumentSource & {
  title: string;
  children?: ReactNode;
};

/** One report: its parameters and Open Report, a document button (spec 2 §4) that shows the PDF in a new tab. */
export function ReportCard({ title, children, ...source }: ReportCardProps) {
  const headingId = `report-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 2, alignContent: 'start' }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <DocumentButton
          label={`Open Report: ${title}`}
          text="Open Report"
          variant="contained"
          size="medium"
          {...source}
        />
      </CardActions>
    </Card>
  );
}
