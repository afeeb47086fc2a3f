import { useState } from 'react';
import { Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../../lib/api/api-client';
import { useCreateOrderGuide } from '../../../lib/catalogue/api/create-order-guide';
import { useOrderGuides } from '../../../lib/catalogue/api/get-order-guides';
import { serializeHashFilters } from '../../../lib/catalogue/product-filters';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import { useNotify } from '../../../components/notifications/use-notify';
import { useCopyOrderGuide, useDeleteOrderGuide } from '../api/order-guide-writes';
import { chosenGuide, guideHash, ogOfHash, pageGuides } from '../utils/page-guides';
import { GuideNameDialog } from './GuideNameDialog';
import { GuideProductRow } from './GuideProductRow';

type Naming = 'create' | 'copy' | null;

/** /order-guide (spec 1 §2): the customer's guides (Standard aside), Create New, Delete and Copy, and the chosen guide's products. */
export function OrderGuidePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const guides = useOrderGuides(true);
  const create = useCreateOrderGuide();
  const copy = useCopyOrderGuide();
  const remove = useDeleteOrderGuide();
  const [naming, setNaming] = useState<Naming>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

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
    const done = {
      onSuccess: () => {
        notify(naming === 'create' ? `Created Order Guide "${name}".` : `Copied Order Guide to "${name}".`, { variant: 'success' });
        closeNaming();
        choose(name);
      },
      onError: (err: unknown) => {
        if (isApiError(err, 409)) setRefusal(errorMessage(err));
        else notify(errorMessage(err), { variant: 'error' });
      },
    };
    if (naming === 'copy' && guide) copy.mutate({ name: guide.name, newName: name }, done);
    else create.mutate({ name, products: [] }, done);
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
          <Button variant="outlined" startIcon={<ContentCopyOutlined />} onClick={() => setNaming('copy')} disabled={!guide}>
            Copy
          </Button>
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
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
            <Typography variant="h6" component="h2" sx={{ mr: 'auto' }}>
              {guide.products.length} product(s)
            </Typography>
            <Button startIcon={<FilterListOutlined />} onClick={() => void navigate(`/products${serializeHashFilters({ mc: '', c: '', og: guide.name })}`)}>
              Show in Products
            </Button>
          </Box>
          {guide.products.length === 0 ? (
            <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
              This order guide has no products.
            </Typography>
          ) : (
            <Box component="ul" aria-label={`Products of ${guide.name}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {guide.products.map((line) => (
                <GuideProductRow key={line.productKey} line={line} />
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
        pending={create.isPending || copy.isPending}
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
