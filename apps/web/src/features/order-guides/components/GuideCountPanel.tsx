import { type KeyboardEvent, useRef, useState } from 'react';
import { Box, Button, Paper, Skeleton, TextField, Typography } from '@mui/material';
import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { useQueries } from '@tanstack/react-query';
import type { OrderGuide, OrderGuideCounts, OrderGuideProduct, Product } from '@storefront/contract';
import { formatQuantity, formatUsDate } from '@storefront/domain';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import { useNotify } from '../../../components/notifications/use-notify';
import { errorMessage } from '../../../lib/api/api-client';
import { productQuery } from '../../../lib/catalogue/api/get-product';
import { useCatalogueScope } from '../../../lib/catalogue/catalogue-scope';
import { useOrderGuideCounts, useSaveOrderGuideCount } from '../api/order-guide-counts';
import { ParLevelDialog } from './ParLevelDialog';
import {
  countUnitOf,
  onHandOf,
  parText,
  parWeekdayName,
  parWeekdayOf,
  startingCounts,
  suggestedLines,
} from '../utils/guide-count';

interface GuideCountPanelProps {
  guide: OrderGuide;
  adding: boolean;
  onAddSuggestions: (lines: readonly OrderGuideProduct[]) => void;
  refusalOf: (guide: string, productKey: number) => string | undefined;
}

/** Issue 32 Count mode of /order-guide: the guide in shelf order with an on-hand field per line and what to order. */
export function GuideCountPanel(props: GuideCountPanelProps) {
  const counts = useOrderGuideCounts(props.guide.name);
  if (counts.isPending) return <Loading label="Loading counts" />;
  if (counts.isError)
    return <ErrorState message="The counts could not be loaded." onRetry={() => void counts.refetch()} />;
  // A new count (or another guide) starts again from the newest count.
  return (
    <CountForm key={`${props.guide.name}:${counts.data.counts[0]?.countDate ?? ''}`} {...props} counts={counts.data} />
  );
}

function CountForm({
  guide,
  adding,
  onAddSuggestions,
  refusalOf,
  counts,
}: GuideCountPanelProps & { counts: OrderGuideCounts }) {
  const scope = useCatalogueScope();
  const notify = useNotify();
  const save = useSaveOrderGuideCount(guide.name);
  const [onHand, setOnHand] = useState<Map<number, string>>(() => startingCounts(counts));
  const [editingPar, setEditingPar] = useState<number | null>(null);
  const parLine = guide.products.find((l) => l.productKey === editingPar);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement | null>(null);
  const productQueries = useQueries({ queries: guide.products.map((l) => productQuery(scope, l.productKey)) });
  const products = new Map<number, Product>();
  for (const q of productQueries) if (q.data) products.set(q.data.productKey, q.data);

  const last = counts.counts[0];
  const lastOf = new Map(last?.lines.map((l) => [l.productKey, l]) ?? []);
  const weekday = parWeekdayOf(counts.deliveryDate);
  const suggested = suggestedLines(guide.products, products, onHand, weekday, counts.roundUpShare);
  const suggestionOf = new Map(suggested.map((l) => [l.productKey, l]));
  const invalid = guide.products.some((l) => onHandOf(onHand.get(l.productKey) ?? '') === 'invalid');
  const withPar = guide.products.filter((l) => l.parLevel).length;

  const countBody = () => ({
    lines: guide.products.flatMap((l) => {
      const value = onHandOf(onHand.get(l.productKey) ?? '');
      return typeof value === 'number'
        ? [{ productKey: l.productKey, onHand: value, unitOfMeasure: countUnitOf(l) }]
        : [];
    }),
  });
  const saveCount = (then?: () => void) =>
    save.mutate(countBody(), {
      onSuccess: () => (then ? then() : notify('Count saved.', { variant: 'success' })),
      onError: (err) => notify(errorMessage(err), { variant: 'error' }),
    });
  const addSuggestions = () => saveCount(() => onAddSuggestions(suggested));
  const nextOnEnter = (index: number) => (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const next = inputs.current[index + 1];
    if (next) next.focus();
    else addButton.current?.focus();
  };

  return (
    <Paper variant="outlined">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Box sx={{ mr: 'auto', flexBasis: { xs: '100%', sm: 'auto' } }}>
          <Typography variant="h6" component="h2">
            Count On Hand
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {last ? `Starts from the count of ${formatUsDate(last.countDate)}.` : 'No earlier count.'}{' '}
            {withPar === 0
              ? 'No line of this guide has a par level yet.'
              : weekday
                ? `Pars for ${parWeekdayName(weekday)} delivery.`
                : `${withPar} line(s) with a par level.`}
          </Typography>
        </Box>
        <Button
          startIcon={<SaveOutlined />}
          onClick={() => saveCount()}
          disabled={invalid || save.isPending || guide.products.length === 0}
        >
          Save Count
        </Button>
        <Button
          ref={addButton}
          variant="contained"
          startIcon={<AddShoppingCartOutlined />}
          onClick={addSuggestions}
          disabled={invalid || suggested.length === 0 || adding || save.isPending}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {adding ? 'Adding...' : `Add Suggestions To Cart (${suggested.length})`}
        </Button>
      </Box>
      {guide.products.length === 0 ? (
        <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
          This order guide has no products.
        </Typography>
      ) : (
        <Box component="ol" aria-label={`Count of ${guide.name}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {guide.products.map((line, index) => {
            const product = products.get(line.productKey);
            const unit = countUnitOf(line);
            const text = onHand.get(line.productKey) ?? '';
            const bad = onHandOf(text) === 'invalid';
            const par = parText(line.parLevel, weekday);
            const previous = lastOf.get(line.productKey);
            const suggestion = suggestionOf.get(line.productKey);
            const refusal = refusalOf(guide.name, line.productKey);
            const name = product?.description ?? `Product ${line.productKey}`;
            return (
              <Box
                component="li"
                key={line.productKey}
                data-testid={`count-line-${line.productKey}`}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr 1fr', sm: 'minmax(0, 1fr) 140px 150px' },
                  alignItems: 'center',
                  gap: 1.5,
                  py: 1.5,
                  px: 2,
                  borderTop: 1,
                  borderColor: 'divider',
                }}
              >
                <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
                  {product || productQueries[index]?.isError ? (
                    <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                  ) : (
                    <Skeleton width="60%" aria-label="Loading product" />
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {par ? `Par ${par}` : 'No par level'}
                    {previous ? ` · Last count ${formatQuantity(previous.onHand)} ${previous.unitOfMeasure}` : ''}
                  </Typography>
                  <Button
                    size="small"
                    onClick={() => setEditingPar(line.productKey)}
                    aria-label={`${par ? 'Change Par' : 'Set Par'}: ${name}`}
                    sx={{ px: 0.5, minWidth: 0 }}
                  >
                    {par ? 'Change Par' : 'Set Par'}
                  </Button>
                  {refusal && (
                    <Typography variant="body2" color="error" role="alert">
                      {refusal}
                    </Typography>
                  )}
                </Box>
                <TextField
                  size="small"
                  label={`On hand (${unit})`}
                  value={text}
                  error={bad}
                  helperText={bad ? '0 or more, 2 decimals' : undefined}
                  onChange={(e) => setOnHand(new Map(onHand).set(line.productKey, e.target.value))}
                  onKeyDown={nextOnEnter(index)}
                  inputRef={(el: HTMLInputElement | null) => {
                    inputs.current[index] = el;
                  }}
                  slotProps={{
                    htmlInput: {
                      inputMode: 'decimal',
                      maxLength: 10,
                      'aria-label': `${name}: on hand in ${unit}`,
                      enterKeyHint: 'next',
                    },
                  }}
                />
                <Typography
                  sx={{ fontVariantNumeric: 'tabular-nums', textAlign: { sm: 'right' } }}
                  data-testid={`suggestion-${line.productKey}`}
                >
                  {suggestion ? `Order ${formatQuantity(suggestion.orderQuantity)} ${suggestion.unitOfMeasure}` : '—'}
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
      {parLine && (
        <ParLevelDialog
          guide={guide}
          line={parLine}
          product={products.get(parLine.productKey)}
          name={products.get(parLine.productKey)?.description ?? `Product ${parLine.productKey}`}
          onClose={() => setEditingPar(null)}
        />
      )}
    </Paper>
  );
}
