import { Box, Paper, Typography } from '@mui/material';
import type { OrderGuideProduct } from '@storefront/contract';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import { useGuideSave } from '../hooks/use-guide-save';
import { useGuideSelection } from '../hooks/use-guide-selection';
import { useProductFinder } from '../hooks/use-product-finder';
import { GuideEditHeader } from './GuideEditHeader';
import { GuideEditRow } from './GuideEditRow';
import { GuideFinderBar } from './GuideFinderBar';
import { GuideRows } from './GuideRows';

/** The editor of one guide (a new one when nothing is saved under its name): check products, then Save or Cancel (spec 1 §4). */
export function GuideEditor({ name, saved }: { name: string; saved: OrderGuideProduct[] | null }) {
  const { exists, guideProducts, loaded, chosen, errors, onCheck, onDraft, draftOf } = useGuideSelection(name, saved);
  const finder = useProductFinder();
  const { save, saving, unchanged, cancel } = useGuideSave({ name, saved, exists, loaded, chosen });
  const { checkedOnly, browse, rows } = finder;

  if (guideProducts.isError)
    return (
      <ErrorState
        message="The order guide's products could not be loaded."
        onRetry={() => void guideProducts.refetch()}
      />
    );
  if (!loaded) return <Loading label="Loading order guide" />;

  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto' }}>
      <GuideEditHeader
        name={name}
        exists={exists}
        checked={chosen.size}
        problems={errors.size}
        saving={saving}
        unchanged={unchanged}
        onCancel={cancel}
        onSave={save}
      />
      <GuideFinderBar
        typed={finder.typed}
        onTyped={finder.setTyped}
        mc={finder.mc}
        onMc={finder.setMc}
        mains={finder.mains}
        checkedOnly={checkedOnly !== null}
        onCheckedOnly={(on) => finder.showCheckedOnly(on, chosen)}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {!checkedOnly && browse.error ? (
          <ErrorState title="Products could not be loaded" message={browse.error.message} onRetry={browse.retry} />
        ) : !checkedOnly && browse.loading ? (
          <Loading label="Loading products" />
        ) : rows.length === 0 ? (
          <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
            {checkedOnly ? 'No products are checked yet.' : 'No Products Available'}
          </Typography>
        ) : (
          <GuideRows rows={rows} onEndReached={checkedOnly ? undefined : browse.more}>
            {(product) => (
              <GuideEditRow
                product={product}
                checked={chosen.has(product.productKey)}
                draft={draftOf(product)}
                error={errors.get(product.productKey) ?? null}
                onCheck={onCheck}
                onDraft={onDraft}
              />
            )}
          </GuideRows>
        )}
      </Paper>
    </Box>
  );
}
