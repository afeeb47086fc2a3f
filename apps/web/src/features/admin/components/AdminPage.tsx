import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../lib/routes/route-paths';
import { BackgroundJobsCard } from './BackgroundJobsCard';
import { CreditPolicyCard } from './CreditPolicyCard';
import { ErpExportCard } from './ErpExportCard';
import { GlobalDefaultsCard } from './GlobalDefaultsCard';
import { ImageSyncCard } from './ImageSyncCard';
import { MenuEntriesCard } from './MenuEntriesCard';
import { PasswordOptionsCard } from './PasswordOptionsCard';
import { ProductSubstitutesCard } from './ProductSubstitutesCard';
import { PunchoutBuyersCard } from './PunchoutBuyersCard';
import { SiteSettingsCard } from './SiteSettingsCard';

/** Spec 3 Admin page (/admin): administrators only (the route and every call check it). */
export function AdminPage() {
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
      <Card variant="outlined" component="section" aria-labelledby="landing-title">
        <CardContent>
          <Typography id="landing-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            Landing Page
          </Typography>
          <Button component={RouterLink} to={PATHS.adminLanding} variant="outlined">
            Edit Landing Page
          </Button>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="erp-import-title">
        <CardContent>
          <Typography id="erp-import-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            ERP Import
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Load products, prices, customers, ship-tos, users, stock, open A/R and order history from CSV files.
          </Typography>
          <Button component={RouterLink} to={PATHS.adminImport} variant="outlined">
            Import ERP Data
          </Button>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="invoicing-title">
        <CardContent>
          <Typography id="invoicing-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            Invoicing
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Record what an order shipped: the quantity per line, the actual weight of catch-weight lines and any
            substitute; the invoice is the actual amount.
          </Typography>
          <Button component={RouterLink} to={PATHS.adminInvoice} variant="outlined">
            Invoice an Order
          </Button>
        </CardContent>
      </Card>
      <PasswordOptionsCard />
      <GlobalDefaultsCard />
      <ImageSyncCard />
      <BackgroundJobsCard />
      <ErpExportCard />
      <ProductSubstitutesCard />
      <SiteSettingsCard />
      <MenuEntriesCard />
      <PunchoutBuyersCard />
      <CreditPolicyCard />
    </Box>
  );
}
