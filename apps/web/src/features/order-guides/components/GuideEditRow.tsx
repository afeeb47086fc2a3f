import { memo } from 'react';
import { Box, Checkbox, Typography } from '@mui/material';
import type { Product } from '@storefront/contract';
import { GuideLineFields } from '../../../components/order-guides/GuideLineFields';
import type { GuideLineDraft } from '../../../lib/order-guides/guide-line';

interface GuideEditRowProps {
  product: Product;
  checked: boolean;
  draft: GuideLineDraft;
  error: string | null;
  onCheck: (product: Product, checked: boolean) => void;
  onDraft: (product: Product, draft: GuideLineDraft) => void;
}

/** One product on /order-guide-edit: checking adds it, unchecking removes it, its quantity and unit are the guide's (spec 1 §4). */
export const GuideEditRow = memo(function GuideEditRow({
  product,
  checked,
  draft,
  error,
  onCheck,
  onDraft,
}: GuideEditRowProps) {
  const code = product.formattedProductCode || product.productCode;
  const pack = product.additional.packSize;
  const labelId = `guide-edit-${product.productKey}`;
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{
        display: 'flex',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.5,
        px: { xs: 1, sm: 2 },
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        // An accent bar, not a grey fill: a focused field's label keeps its contrast on a checked row.
        boxShadow: checked ? (t) => `inset 4px 0 0 ${t.palette.primary.main}` : undefined,
      }}
    >
      <Checkbox
        checked={checked}
        onChange={(e) => onCheck(product, e.target.checked)}
        slotProps={{ input: { 'aria-labelledby': labelId } }}
      />
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography id={labelId} sx={{ fontWeight: 600 }} noWrap title={product.description}>
          {product.description}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {[code, product.brand, pack ? `Pack ${pack}` : ''].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <Box sx={{ ml: { xs: 6, sm: 0 } }}>
        <GuideLineFields
          product={product}
          draft={draft}
          error={checked ? error : null}
          onChange={(next) => onDraft(product, next)}
        />
      </Box>
    </Box>
  );
});
