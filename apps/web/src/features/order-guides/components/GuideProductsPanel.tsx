import { Box, Button, Paper, Typography } from '@mui/material';
import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import type { OrderGuide } from '@storefront/contract';
import { useNavigate } from 'react-router';
import { serializeHashFilters } from '../../../lib/catalogue/product-filters';
import { GuideProductRow } from './GuideProductRow';

interface GuideProductsPanelProps {
  guide: OrderGuide;
  adding: boolean;
  onAddAll: () => void;
  refusalOf: (guide: string, productKey: number) => string | undefined;
}

/** The chosen guide's products on /order-guide, with Show in Products and Add All To Cart (spec 1 §2). */
export function GuideProductsPanel({ guide, adding, onAddAll, refusalOf }: GuideProductsPanelProps) {
  const navigate = useNavigate();
  return (
    <Paper variant="outlined">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.5,
          '& .MuiButton-root': { whiteSpace: 'nowrap' },
        }}
      >
        <Typography variant="h6" component="h2" sx={{ mr: 'auto', flexBasis: { xs: '100%', sm: 'auto' } }}>
          {guide.products.length} product(s)
        </Typography>
        <Button
          startIcon={<FilterListOutlined />}
          onClick={() => void navigate(`/products${serializeHashFilters({ mc: '', c: '', og: guide.name })}`)}
        >
          Show in Products
        </Button>
        <Button
          variant="contained"
          startIcon={<AddShoppingCartOutlined />}
          onClick={onAddAll}
          disabled={guide.products.length === 0 || adding}
        >
          {adding ? 'Adding...' : 'Add All To Cart'}
        </Button>
      </Box>
      {guide.products.length === 0 ? (
        <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
          This order guide has no products.
        </Typography>
      ) : (
        <Box component="ul" aria-label={`Products of ${guide.name}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {guide.products.map((line) => (
            <GuideProductRow key={line.productKey} line={line} refusal={refusalOf(guide.name, line.productKey)} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
