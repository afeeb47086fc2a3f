import { useState } from 'react';
import { Box, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';
import { useOrderGuides } from '../../../lib/catalogue/api/get-order-guides';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import { GuideNameDialog } from '../../../components/order-guides/GuideNameDialog';
import { useAddAllToCart } from '../hooks/use-add-all-to-cart';
import { useDeleteGuideConfirm } from '../hooks/use-delete-guide-confirm';
import { useGuideNameDialog } from '../hooks/use-guide-name-dialog';
import { chosenGuide, guideHash, ogOfHash, pageGuides } from '../utils/page-guides';
import { GuideCountPanel } from './GuideCountPanel';
import { GuideProductsPanel } from './GuideProductsPanel';
import { OrderGuideToolbar } from './OrderGuideToolbar';

/** /order-guide (spec 1 §2): the customer's guides (Standard aside), Create New, Delete and Copy, and the chosen guide's products. */
export function OrderGuidePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const guides = useOrderGuides(true);
  const listed = pageGuides(guides.data ?? []);
  const guide = chosenGuide(listed, ogOfHash(location.hash));
  const choose = (name: string) => void navigate({ hash: guideHash(name) }, { replace: true });
  const naming = useGuideNameDialog(guides.data ?? [], guide, choose);
  const deletion = useDeleteGuideConfirm(guide);
  const addAll = useAddAllToCart();
  // Issue 32: 'Count' lists the guide with an on-hand field per line and suggests par − on hand.
  const [mode, setMode] = useState<'products' | 'count'>('products');

  if (guides.isPending) return <Loading label="Loading order guides" />;
  if (guides.isError)
    return <ErrorState message="The order guides could not be loaded." onRetry={() => void guides.refetch()} />;

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }}>
      <OrderGuideToolbar
        listed={listed}
        guide={guide}
        deleting={deletion.deleting}
        onChoose={choose}
        onCreate={naming.startCreate}
        onCopy={naming.startCopy}
        onDelete={deletion.ask}
      />
      {!guide ? (
        <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            No order guides exist.
          </Typography>
        </Paper>
      ) : (
        <>
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-label="Order guide view"
            value={mode}
            onChange={(_, next: 'products' | 'count' | null) => next && setMode(next)}
            sx={{ mb: 1.5 }}
          >
            <ToggleButton value="products">Products</ToggleButton>
            <ToggleButton value="count">Count</ToggleButton>
          </ToggleButtonGroup>
          {mode === 'count' ? (
            <GuideCountPanel
              guide={guide}
              adding={addAll.adding}
              onAddSuggestions={(lines) => addAll.addGuideToCart(guide, lines)}
              refusalOf={addAll.refusalOf}
            />
          ) : (
            <GuideProductsPanel
              guide={guide}
              adding={addAll.adding}
              onAddAll={() => addAll.addGuideToCart(guide)}
              refusalOf={addAll.refusalOf}
            />
          )}
        </>
      )}
      <GuideNameDialog
        key={naming.naming ?? 'closed'}
        open={naming.naming !== null}
        title={naming.naming === 'copy' ? `Copy Order Guide "${guide?.name ?? ''}"` : 'Create New Order Guide'}
        refusal={naming.refusal}
        pending={naming.copying}
        onSave={naming.named}
        onCancel={naming.closeNaming}
      />
      <ConfirmDialog
        open={deletion.confirmDelete}
        title="Delete Order Guide?"
        message={`Are you sure you want to delete the order guide "${guide?.name ?? ''}"?`}
        confirmLabel="Delete"
        onCancel={deletion.cancel}
        onConfirm={deletion.deleteChosen}
      />
    </Box>
  );
}
