import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { ProductSubstitutes, SubstituteListProduct } from '@storefront/contract';
import { formatProductCode, MAX_SUBSTITUTES } from '@storefront/domain';
import { useNotify } from '../../../components/notifications/use-notify';
import { Tag } from '../../../components/ui/Tag';
import { findProductSubstitutes, useSaveProductSubstitutes } from '../api/product-substitutes';
import { added, isFull, moved, removed, type SubstituteDraft, sameList } from '../utils/substitute-draft';

const errorText = (err: unknown) =>
  err instanceof Error ? err.message : 'Request could not be completed at this time.';

/** A product code field and its button, as one small form: finding the product, adding a substitute. */
function CodeForm(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (e: FormEvent) => Promise<void>;
  error: string;
  helperText: string;
  inputDisabled: boolean;
  submitDisabled: boolean;
  submitLabel: string;
}) {
  return (
    <Stack
      component="form"
      onSubmit={(e) => void props.onSubmit(e)}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
      noValidate
    >
      <TextField
        id={props.id}
        label={props.label}
        size="small"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        disabled={props.inputDisabled}
        error={props.error !== ''}
        helperText={props.error || props.helperText || ' '}
        slotProps={{ htmlInput: { maxLength: 40, autoComplete: 'off', spellCheck: false } }}
      />
      <Button type="submit" variant="outlined" disabled={props.submitDisabled}>
        {props.submitLabel}
      </Button>
    </Stack>
  );
}

/** One substitute in the list: its place, code and name, and the buttons that move or remove it. */
function SubstituteItem({
  product,
  index,
  count,
  disabled,
  onMove,
  onRemove,
}: {
  product: SubstituteListProduct;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const code = formatProductCode(product.productCode);
  return (
    <ListItem divider disableGutters sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography sx={{ width: '1.75em', fontVariantNumeric: 'tabular-nums' }} color="text.secondary">
        {`${index + 1}.`}
      </Typography>
      <Box sx={{ flex: '1 1 12em', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{product.description}</Typography>
        <Typography variant="body2" color="text.secondary" component="div" sx={{ display: 'flex', gap: 1 }}>
          {code}
          {!product.isActive && <Tag label="Inactive: not offered" color="warning" />}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', ml: 'auto' }}>
        <Tooltip title="Move up">
          <span>
            <IconButton aria-label={`Move ${code} up`} onClick={() => onMove(-1)} disabled={disabled || index === 0}>
              <ArrowUpward />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Move down">
          <span>
            <IconButton
              aria-label={`Move ${code} down`}
              onClick={() => onMove(1)}
              disabled={disabled || index === count - 1}
            >
              <ArrowDownward />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Remove">
          <span>
            <IconButton aria-label={`Remove ${code}`} onClick={onRemove} disabled={disabled}>
              <DeleteOutlined />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </ListItem>
  );
}

/**
 * Issue 31: a product's named substitutes, the products offered in its place when it cannot be filled, in order. Find
 * the product by its code, then add, remove and reorder its substitutes and save the list (the ERP import's products
 * kind writes the same list from its substitutes column).
 */
export function ProductSubstitutesCard() {
  const notify = useNotify();
  const save = useSaveProductSubstitutes();
  const [code, setCode] = useState('');
  const [finding, setFinding] = useState(false);
  const [findError, setFindError] = useState('');
  const [loaded, setLoaded] = useState<ProductSubstitutes | null>(null);
  const [draft, setDraft] = useState<SubstituteDraft>([]);
  // The list as it is now, for an add whose lookup answers after another add landed (two codes entered quickly).
  const draftNow = useRef(draft);
  useLayoutEffect(() => {
    draftNow.current = draft;
  }, [draft]);
  const [addCode, setAddCode] = useState('');
  const [addError, setAddError] = useState('');
  const [saveError, setSaveError] = useState('');

  const show = (answer: ProductSubstitutes) => {
    setLoaded(answer);
    setDraft(answer.substitutes);
    setSaveError('');
    setAddError('');
  };

  const onFind = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return setFindError('Enter a product code');
    setFinding(true);
    setFindError('');
    try {
      show(await findProductSubstitutes(code.trim()));
    } catch (err) {
      setLoaded(null);
      setFindError(errorText(err));
    } finally {
      setFinding(false);
    }
  };

  // Adds land in the order their codes were entered, whichever lookup answers first.
  const addsInOrder = useRef<Promise<void>>(Promise.resolve());
  const onAdd = async (e: FormEvent) => {
    e.preventDefault();
    if (!loaded) return;
    const wanted = addCode.trim();
    if (!wanted) return setAddError('Enter a product code');
    setAddError('');
    const lookup = findProductSubstitutes(wanted);
    const land = async () => {
      try {
        const { product } = await lookup;
        // Added to the list as it is when the answer lands (not as it was when Enter was pressed), and the field is
        // cleared only if it still holds this code: a second code entered meanwhile is neither lost nor wiped.
        const result = added(draftNow.current, product, loaded.product);
        if (result.ok) {
          draftNow.current = result.draft;
          setDraft(result.draft);
          setAddCode((typed) => (typed.trim() === wanted ? '' : typed));
        } else setAddError(result.problem);
      } catch (err) {
        setAddError(errorText(err));
      }
    };
    addsInOrder.current = addsInOrder.current.then(land);
    await addsInOrder.current;
  };

  const onSave = () => {
    if (!loaded) return;
    setSaveError('');
    save.mutate(
      { productKey: loaded.product.productKey, productCodes: draft.map((p) => p.productCode) },
      {
        onSuccess: (answer) => {
          show(answer);
          notify(`Substitutes of ${formatProductCode(answer.product.productCode)} saved`, { variant: 'success' });
        },
        onError: (err) => setSaveError(err.message),
      },
    );
  };

  const changed = loaded !== null && !sameList(loaded.substitutes, draft);
  const busy = save.isPending;

  return (
    <Card variant="outlined" component="section" aria-labelledby="product-substitutes-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="product-substitutes-title" variant="h6" component="h2">
          Product substitutes
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The products offered in a product&rsquo;s place when it is out of stock, discontinued or excluded, in the
          order they are offered (at most {MAX_SUBSTITUTES}). Buyers see the first one available with its price.
        </Typography>
        <CodeForm
          id="product-substitutes-code"
          label="Product code"
          value={code}
          onChange={setCode}
          onSubmit={onFind}
          error={findError}
          helperText=""
          inputDisabled={false}
          submitDisabled={finding}
          submitLabel="Find"
        />

        {loaded && (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {`${loaded.product.description} (${formatProductCode(loaded.product.productCode)})`}
            </Typography>
            {draft.length === 0 ? (
              <Typography variant="body2">
                No substitutes: none is offered unless the buyer bought a similar product before.
              </Typography>
            ) : (
              <List dense aria-label={`Substitutes of ${formatProductCode(loaded.product.productCode)}, in order`}>
                {draft.map((p, i) => (
                  <SubstituteItem
                    key={p.productKey}
                    product={p}
                    index={i}
                    count={draft.length}
                    disabled={busy}
                    onMove={(by) => setDraft((d) => moved(d, i, by))}
                    onRemove={() => setDraft((d) => removed(d, i))}
                  />
                ))}
              </List>
            )}
            <CodeForm
              id="product-substitutes-add"
              label="Substitute product code"
              value={addCode}
              onChange={setAddCode}
              onSubmit={onAdd}
              error={addError}
              helperText={isFull(draft) ? `At most ${MAX_SUBSTITUTES} substitutes` : ''}
              inputDisabled={busy || isFull(draft)}
              // Never disabled while an add is looked up: a disabled button would swallow the next code's Enter (a
              // form with a disabled default button does not submit), and each add lands in the list as it is then.
              submitDisabled={busy || isFull(draft)}
              submitLabel="Add"
            />
            {saveError && (
              <Alert severity="error" role="alert">
                {saveError}
              </Alert>
            )}
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
              <Button onClick={() => show(loaded)} disabled={busy || !changed}>
                Cancel
              </Button>
              <Button variant="contained" onClick={onSave} disabled={busy || !changed}>
                Save
              </Button>
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
