import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, FormControlLabel, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { OrderGuideName, type OrderGuideProduct, type Product, STANDARD_ORDER_GUIDE } from '@storefront/contract';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api/api-client';
import { useCreateOrderGuide } from '../../../lib/catalogue/api/create-order-guide';
import { useMainCategories } from '../../../lib/catalogue/api/get-main-categories';
import { useOrderGuides } from '../../../lib/catalogue/api/get-order-guides';
import { type GuideLineDraft, startingGuideLine } from '../../../lib/order-guides/guide-line';
import { PATHS } from '../../../lib/routes/route-paths';
import { useSession } from '../../../lib/session/use-session';
import { useDocumentOffset, useEndReached, virtualPadding } from '../../../lib/virtual/virtual-list';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import { useNotify } from '../../../components/notifications/use-notify';
import { useUnsavedGuard } from '../../../components/unsaved/use-unsaved-guard';
import { usePatchOrderGuide } from '../api/order-guide-writes';
import { useCatalogueBrowse, useGuideProducts } from '../hooks/use-guide-editing';
import { createLines, type EditLine, type GuideSelection, patchLines, selectionErrors, selectionOf } from '../utils/guide-edit';
import { guideHash, ogEditOfHash } from '../utils/page-guides';
import { GuideEditRow } from './GuideEditRow';

/** Typing in the search box asks the server at most this often. */
const SEARCH_DELAY_MS = 250;
/** A row's height before it is measured (a checked row with a message, or a phone's wrapped row, is taller). */
const ROW_ESTIMATE = 60;
/** Rows rendered beyond each edge of the window: about 400 px. */
const OVERSCAN_ROWS = Math.ceil(400 / ROW_ESTIMATE);
const estimateRow = () => ROW_ESTIMATE;

/** /order-guide-edit (hash og_edit): checks the guide's products, with their quantities and units, then Save or Cancel (spec 1 §4). */
export function OrderGuideEditPage() {
  const name = ogEditOfHash(useLocation().hash);
  const parsed = OrderGuideName.safeParse(name);
  const { userType } = useSession();
  const guides = useOrderGuides(true);
  if (!parsed.success) return <ErrorState title="No order guide to edit" message={parsed.error.issues[0]?.message ?? 'Order Guide Name cannot be blank.'} />;
  if (name === STANDARD_ORDER_GUIDE && userType !== 'Salesperson') {
    return <ErrorState title="The Standard order guide cannot be edited" message="Only your salesperson maintains the Standard order guide." />;
  }
  if (guides.isPending) return <Loading label="Loading order guide" />;
  if (guides.isError) return <ErrorState message="The order guides could not be loaded." onRetry={() => void guides.refetch()} />;
  const saved = guides.data.find((g) => g.name === name) ?? null;
  // A new guide (Create New) is saved for the first time here; Standard always exists.
  return <GuideEditor key={name} name={name} saved={saved?.products ?? null} />;
}

function GuideEditor({ name, saved }: { name: string; saved: OrderGuideProduct[] | null }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const exists = saved !== null || name === STANDARD_ORDER_GUIDE;
  const guideProducts = useGuideProducts(name, exists && (saved?.length ?? 0) > 0);
  const [selection, setSelection] = useState<GuideSelection | null>(exists && (saved?.length ?? 0) > 0 ? null : new Map());
  const [drafts, setDrafts] = useState<ReadonlyMap<number, GuideLineDraft>>(new Map());
  // Checked only: the products checked when it was turned on, so unchecking one keeps its row (and a slip is undone in place).
  const [checkedOnly, setCheckedOnly] = useState<Product[] | null>(null);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [mc, setMc] = useState('');
  const [leaving, setLeaving] = useState(false);
  const mains = useMainCategories().data ?? [];
  const browse = useCatalogueBrowse(mc, search);
  const create = useCreateOrderGuide();
  const patch = usePatchOrderGuide();

  useEffect(() => {
    if (selection === null && guideProducts.data) setSelection(selectionOf(saved ?? [], guideProducts.data));
  }, [selection, guideProducts.data, saved]);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const chosen = useMemo(() => selection ?? new Map<number, EditLine>(), [selection]);
  const errors = useMemo(() => selectionErrors(chosen), [chosen]);
  const changes = useMemo(() => (saved ? patchLines(saved, chosen) : createLines(chosen)), [saved, chosen]);
  const dirty = selection !== null && (exists ? changes.length > 0 : chosen.size > 0);
  useUnsavedGuard(dirty && !leaving);
  const back = `${PATHS.orderGuide}${exists || leaving ? guideHash(name) : ''}`;
  useEffect(() => {
    if (leaving) void navigate(back);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- navigate once the guard is cleared
  }, [leaving]);

  const onCheck = useCallback(
    (product: Product, checked: boolean) =>
      setSelection((before) => {
        const next = new Map(before ?? []);
        if (checked) next.set(product.productKey, { product, draft: drafts.get(product.productKey) ?? startingGuideLine(product) });
        else next.delete(product.productKey);
        return next;
      }),
    [drafts],
  );
  const onDraft = useCallback((product: Product, draft: GuideLineDraft) => {
    setSelection((before) => {
      if (!before?.has(product.productKey)) return before;
      return new Map(before).set(product.productKey, { product, draft });
    });
    setDrafts((before) => new Map(before).set(product.productKey, draft));
  }, []);

  const saving = create.isPending || patch.isPending;
  const save = () => {
    const done = (message: string) => () => {
      notify(message, { variant: 'success' });
      setLeaving(true);
    };
    const failed = (err: unknown) => notify(errorMessage(err), { variant: 'error' });
    if (exists)
      patch.mutate({ name, body: { products: patchLines(saved ?? [], chosen) } }, { onSuccess: done(`Updated Order Guide "${name}".`), onError: failed });
    else create.mutate({ name, products: createLines(chosen) }, { onSuccess: done(`Created Order Guide "${name}".`), onError: failed });
  };

  if (guideProducts.isError) return <ErrorState message="The order guide's products could not be loaded." onRetry={() => void guideProducts.refetch()} />;
  if (selection === null) return <Loading label="Loading order guide" />;
  const rows = checkedOnly ?? browse.products;
  const draftOf = (p: Product) => chosen.get(p.productKey)?.draft ?? drafts.get(p.productKey) ?? startingGuideLine(p);

  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Box sx={{ mr: 'auto', minWidth: 0 }}>
          <Typography variant="h5" component="h1">
            {exists ? 'Edit Order Guide' : 'New Order Guide'} "{name}"
          </Typography>
          <Typography color="text.secondary" aria-live="polite">
            {chosen.size} product(s) checked
          </Typography>
        </Box>
        <Button onClick={() => void navigate(back)}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={saving || errors.size > 0 || (exists && changes.length === 0)}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </Box>
      {errors.size > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.size} checked product(s) have a quantity to correct before saving.
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5, alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          label="Find products"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          disabled={checkedOnly !== null}
          sx={{ flex: 1 }}
          slotProps={{ input: { startAdornment: <SearchIcon fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} /> } }}
        />
        <TextField
          select
          size="small"
          label="Main Category"
          value={mc}
          onChange={(e) => setMc(e.target.value)}
          disabled={checkedOnly !== null}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All Categories</MenuItem>
          {mains.map((m) => (
            <MenuItem key={m.code} value={m.code}>
              {m.description}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch checked={checkedOnly !== null} onChange={(e) => setCheckedOnly(e.target.checked ? [...chosen.values()].map((l) => l.product) : null)} />
          }
          label="Checked only"
        />
      </Stack>
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

/** The products to pick from, virtualised with the page's scroll; each row is measured (messages make rows taller). */
function GuideRows({ rows, onEndReached, children }: { rows: Product[]; onEndReached?: () => void; children: (product: Product) => ReactNode }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const scrollMargin = useDocumentOffset(box);
  const getItemKey = useCallback((index: number) => rows[index]?.productKey ?? index, [rows]);
  const list = useWindowVirtualizer({ count: rows.length, estimateSize: estimateRow, overscan: OVERSCAN_ROWS, scrollMargin, getItemKey });
  const items = list.getVirtualItems();
  const { before, after } = virtualPadding(list);
  useEndReached(items[items.length - 1]?.index, rows, onEndReached);
  return (
    <div ref={setBox} style={{ paddingTop: before, paddingBottom: after, overflowAnchor: 'none' }}>
      {items.map((item) => {
        const product = rows[item.index];
        return product ? (
          <div key={item.key} data-index={item.index} ref={list.measureElement}>
            {children(product)}
          </div>
        ) : null;
      })}
    </div>
  );
}
