import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CartWriteResult, type OrderGuideProduct, STANDARD_ORDER_GUIDE } from '@storefront/contract';
import { Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../../lib/api/api-client';
import { CART_MUTATION_KEY, useReloadCart } from '../../../lib/cart/cart-keys';
import { addCartLines } from '../../../lib/cart/cart-lines-api';
import { PATHS } from '../../../lib/routes/route-paths';
import { productQuery } from '../../../lib/catalogue/api/get-product';
import { useCatalogueScope } from '../../../lib/catalogue/catalogue-scope';
import { useSession } from '../../../lib/session/use-session';
import { useOrderGuides } from '../../../lib/catalogue/api/get-order-guides';
import { serializeHashFilters } from '../../../lib/catalogue/product-filters';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import { useNotify } from '../../../components/notifications/use-notify';
import { useCopyOrderGuide, useDeleteOrderGuide } from '../api/order-guide-writes';
import { guideAddOutcome, guideCartLines, refusalsByProduct } from '../utils/guide-to-cart';
import { chosenGuide, editHash, guideHash, ogOfHash, pageGuides } from '../utils/page-guides';
import { GuideNameDialog } from '../../../components/order-guides/GuideNameDialog';
import { GuideProductRow } from './GuideProductRow';

type Naming = 'create' | 'copy' | null;

/** /order-guide (spec 1 §2): the customer's guides (Standard aside), Create New, Delete and Copy, and the chosen guide's products. */
export function OrderGuidePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const guides = useOrderGuides(true);
  const copy = useCopyOrderGuide();
  const remove = useDeleteOrderGuide();
  const [naming, setNaming] = useState<Naming>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Spec 1 §4: after adding the whole guide, the refused products keep their row and reason.
  const [refused, setRefused] = useState<{ guide: string; reasons: Map<number, string> } | null>(null);
  const reloadCart = useReloadCart();
  const queryClient = useQueryClient();
  const scope = useCatalogueScope();
  const { settings, userType } = useSession();
  const addAll = useMutation({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: async (lines: readonly OrderGuideProduct[]) => {
      // Each product's units decide its price-by unit; the rows have most of them loaded already.
      const products = await Promise.all(
        lines.map((l) =>
          queryClient
            .fetchQuery(productQuery(scope, l.productKey))
            .then((p) => [l.productKey, p] as const)
            .catch(() => null),
        ),
      );
      const known = new Map(products.filter((p) => p !== null));
      return addCartLines({ lines: guideCartLines(lines, known, settings?.syncPriceByWithSellByUMFlag ?? false) });
    },
    onSettled: () => reloadCart(),
  });

  if (guides.isPending) return <Loading label="Loading order guides" />;
  if (guides.isError) return <ErrorState message="The order guides could not be loaded." onRetry={() => void guides.refetch()} />;
  const listed = pageGuides(guides.data);
  const guide = chosenGuide(listed, ogOfHash(location.hash));
  const choose = (name: string) => void navigate({ hash: guideHash(name) }, { replace: true });

  const closeNaming = () => {
    setNaming(null);
    setRefusal(null);
  };
  const named = (name: string) => {
    if (naming === 'create') {
      // Spec 1 §4: the editor's Save creates the guide; a taken name is refused here first.
      if (guides.data.some((g) => g.name === name)) return setRefusal(`An order guide named "${name}" already exists.`);
      return void navigate(`${PATHS.orderGuideEdit}${editHash(name)}`);
    }
    const done = {
      onSuccess: () => {
        notify(`Copied Order Guide to "${name}".`, { variant: 'success' });
        closeNaming();
        choose(name);
      },
      onError: (err: unknown) => {
        if (isApiError(err, 409)) setRefusal(errorMessage(err));
        else notify(errorMessage(err), { variant: 'error' });
      },
    };
    if (guide) copy.mutate({ name: guide.name, newName: name }, done);
  };
  const addGuideToCart = () => {
    if (!guide) return;
    const name = guide.name;
    addAll.mutate(guide.products, {
      onSuccess: (result) => {
        setRefused(null);
        const outcome = guideAddOutcome(result.data.productsAdded, 0);
        notify(outcome.message, { variant: outcome.variant });
      },
      onError: (err) => {
        const answer = isApiError(err, 409) ? CartWriteResult.safeParse(err.body) : null;
        if (!answer?.success) return notify(errorMessage(err), { variant: 'error' });
        setRefused({ guide: name, reasons: refusalsByProduct(answer.data.errors) });
        const outcome = guideAddOutcome(answer.data.data.productsAdded, answer.data.errors.length);
        notify(outcome.message, { variant: outcome.variant });
      },
    });
  };
  const deleteChosen = () => {
    setConfirmDelete(false);
    if (!guide) return;
    remove.mutate(guide.name, {
      onSuccess: () => {
        notify(`Deleted Order Guide "${guide.name}".`, { variant: 'success' });
        void navigate({ hash: '' }, { replace: true });
      },
      onError: (err) => notify(errorMessage(err), { variant: 'error' }),
    });
  };

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        {listed.length > 0 && guide && (
          <TextField select size="small" label="Order Guide" value={guide.name} onChange={(e) => choose(e.target.value)} sx={{ minWidth: 160, mr: 'auto' }}>
            {listed.map((g) => (
              <MenuItem key={g.name} value={g.name}>
                {g.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: 'auto', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setNaming('create')}>
            Create New
          </Button>
          <Button
            variant="outlined"
            startIcon={<PlaylistAddOutlined />}
            onClick={() => guide && void navigate(`${PATHS.orderGuideEdit}${editHash(guide.name)}`)}
            disabled={!guide}
          >
            Add New Product
          </Button>
          <Button variant="outlined" startIcon={<ContentCopyOutlined />} onClick={() => setNaming('copy')} disabled={!guide}>
            Copy
          </Button>
          {userType === 'Salesperson' && (
            // Salespeople maintain the customer's Standard guide, which the dropdown leaves out (spec 1 §2).
            <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => void navigate(`${PATHS.orderGuideEdit}${editHash(STANDARD_ORDER_GUIDE)}`)}>
              Edit Standard
            </Button>
          )}
          <Button variant="outlined" color="error" startIcon={<DeleteOutlined />} onClick={() => setConfirmDelete(true)} disabled={!guide || remove.isPending}>
            Delete
          </Button>
        </Box>
      </Box>
      {!guide ? (
        <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            No order guides exist.
          </Typography>
        </Paper>
      ) : (
        <Paper variant="outlined">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, py: 1.5, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
            <Typography variant="h6" component="h2" sx={{ mr: 'auto', flexBasis: { xs: '100%', sm: 'auto' } }}>
              {guide.products.length} product(s)
            </Typography>
            <Button startIcon={<FilterListOutlined />} onClick={() => void navigate(`/products${serializeHashFilters({ mc: '', c: '', og: guide.name })}`)}>
              Show in Products
            </Button>
            <Button
              variant="contained"
              startIcon={<AddShoppingCartOutlined />}
              onClick={addGuideToCart}
              disabled={guide.products.length === 0 || addAll.isPending}
            >
              {addAll.isPending ? 'Adding...' : 'Add All To Cart'}
            </Button>
          </Box>
          {guide.products.length === 0 ? (
            <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
              This order guide has no products.
            </Typography>
          ) : (
            <Box component="ul" aria-label={`Products of ${guide.name}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {guide.products.map((line) => (
                <GuideProductRow key={line.productKey} line={line} refusal={refused?.guide === guide.name ? refused.reasons.get(line.productKey) : undefined} />
              ))}
            </Box>
          )}
        </Paper>
      )}
      <GuideNameDialog
        key={naming ?? 'closed'}
        open={naming !== null}
        title={naming === 'copy' ? `Copy Order Guide "${guide?.name ?? ''}"` : 'Create New Order Guide'}
        refusal={refusal}
        pending={copy.isPending}
        onSave={named}
        onCancel={closeNaming}
      />
      <ConfirmDialog
        open={confirmDelete}
        title="Delete Order Guide?"
        message={`Are you sure you want to delete the order guide "${guide?.name ?? ''}"?`}
        confirmLabel="Delete"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={deleteChosen}
      />
    </Box>
  );
}
