import { Card, CardContent, Typography } from '@mui/material';
import { ErpExportsTable } from './erp-export/ErpExportsTable';
import { ErpWebhookSettings } from './erp-export/ErpWebhookSettings';

/** Issue 30: where orders and payments go to the ERP (files always, the webhook when set), and how that went. */
export function ErpExportCard() {
  return (
    <Card variant="outlined" component="section" aria-labelledby="erp-export-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="erp-export-title" variant="h6" component="h2">
          ERP Export
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Every placed order and invoice payment is written as a JSON and a CSV file to the exports folder and, when a
          webhook is set, POSTed to it and retried until it answers. The newest 100 are listed here.
        </Typography>
        <ErpWebhookSettings />
        <ErpExportsTable />
      </CardContent>
    </Card>
  );
}
