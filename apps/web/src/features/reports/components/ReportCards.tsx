import { useState } from 'react';
import { Checkbox, FormControlLabel, MenuItem, TextField, Typography } from '@mui/material';
import { QUOTE_SHEET_DAYS } from '@storefront/contract';
import { getStatementDocument } from '../../../lib/documents/document-fetches';
import { openReport } from '../api/open-report';
import { useGuideNames, useReportCategories } from '../api/report-choices';
import { REPORT_TITLES, reportUrl } from '../utils/report-cards';
import { ReportCard } from './ReportCard';

const emptyShown = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;
const dateProps = { type: 'date', slotProps: { inputLabel: { shrink: true } }, fullWidth: true } as const;

export function StatementCard() {
  return (
    // Answered as a /doc/{id} link like every other document, not as the PDF itself.
    <ReportCard title={REPORT_TITLES.CurrentStatement} fetchDocument={getStatementDocument}>
      <Typography variant="body2" color="text.secondary">
        Open invoices and their aging as of today.
      </Typography>
    </ReportCard>
  );
}

export function OrderGuideListCard() {
  const guides = useGuideNames(true);
  const [range, setRange] = useState({ startingGuide: '', endingGuide: '' });
  const names = guides.data ?? [];
  const select = (label: string, key: keyof typeof range) => (
    <TextField
      select
      label={label}
      value={range[key]}
      onChange={(e) => setRange({ ...range, [key]: e.target.value })}
      fullWidth
      slotProps={emptyShown}
    >
      <MenuItem value="">{key === 'startingGuide' ? 'First guide' : 'Last guide'}</MenuItem>
      {names.map((n) => (
        <MenuItem key={n} value={n}>
          {n}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <ReportCard
      title={REPORT_TITLES.OrderGuideList}
      openDocument={() => openReport(reportUrl('OrderGuideList', range))}
    >
      {select('Starting Guide', 'startingGuide')}
      {select('Ending Guide', 'endingGuide')}
    </ReportCard>
  );
}

export function ProductListCard() {
  const categories = useReportCategories(true);
  const [category, setCategory] = useState('');
  return (
    <ReportCard
      title={REPORT_TITLES.ProductList}
      openDocument={() => openReport(reportUrl('ProductList', { specificCategory: category }))}
    >
      <TextField
        select
        label="Category"
        value={category}
        onChange={(e) => setCategory(e.target.value)}
        fullWidth
        slotProps={emptyShown}
      >
        <MenuItem value="">All Categories</MenuItem>
        {(categories.data ?? []).map((c) => (
          <MenuItem key={c.code} value={c.code}>
            {c.description}
          </MenuItem>
        ))}
      </TextField>
    </ReportCard>
  );
}

export function PriceListCard({ today }: { today: string }) {
  const [effectiveDate, setEffectiveDate] = useState(today);
  const [allProducts, setAllProducts] = useState(false);
  return (
    <ReportCard
      title={REPORT_TITLES.ProductPriceList}
      openDocument={() => openReport(reportUrl('ProductPriceList', { effectiveDate, allProducts }))}
    >
      <TextField
        {...dateProps}
        label="Effective Date"
        value={effectiveDate}
        onChange={(e) => setEffectiveDate(e.target.value)}
      />
      <FormControlLabel
        control={<Checkbox checked={allProducts} onChange={(e) => setAllProducts(e.target.checked)} />}
        label="All Products"
      />
    </ReportCard>
  );
}

export function QuoteSheetCard({ today }: { today: string }) {
  const [effectiveDate, setEffectiveDate] = useState(today);
  const [dayOfWeek, setDayOfWeek] = useState(0);
  const [purchasedSince, setPurchasedSince] = useState('');
  return (
    <ReportCard
      title={REPORT_TITLES.QuoteSheet}
      openDocument={() => openReport(reportUrl('QuoteSheet', { effectiveDate, dayOfWeek, purchasedSince }))}
    >
      <TextField
        {...dateProps}
        label="Effective Date"
        value={effectiveDate}
        onChange={(e) => setEffectiveDate(e.target.value)}
      />
      <TextField
        select
        label="Day of Week"
        value={dayOfWeek}
        onChange={(e) => setDayOfWeek(Number(e.target.value))}
        fullWidth
      >
        {QUOTE_SHEET_DAYS.map((d, i) => (
          <MenuItem key={d} value={i}>
            {d}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...dateProps}
        label="Purchased Since"
        value={purchasedSince}
        onChange={(e) => setPurchasedSince(e.target.value)}
      />
    </ReportCard>
  );
}
