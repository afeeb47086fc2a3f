import { useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Product, ProductListResponse } from '@storefront/contract';
import { apiRequest } from '../../../../lib/api/api-client';
import { useProduct } from '../../../../lib/catalogue/api/get-product';
import { CATALOGUE_STALE_MS, useCatalogueScope } from '../../../../lib/catalogue/catalogue-scope';
import { normalizeSearchText } from '../../../../lib/catalogue/search-text';
import { useDebouncedValue } from '../../../../lib/timing/use-debounced-value';
import { LANDING_SEARCH_DEBOUNCE_MS, productPickerDetail, productPickerLabel } from '../../utils/picker-text';

/** Matches offered at a time: a search narrows them, a list of hundreds helps nobody pick. */
const PICKER_MATCHES = 10;

/** The catalogue's own search (GET /api/product/list ?s=), by code as typed or displayed, name, brand or pack. */
function useProductSearch(text: string) {
  const scope = useCatalogueScope();
  return useQuery({
    queryKey: ['products', scope, 'landing-picker', text],
    queryFn: ({ signal }) =>
      apiRequest('/api/product/list', {
        schema: ProductListResponse,
        query: { page: 1, pageSize: PICKER_MATCHES, s: text, sort: 'Description' },
        signal,
      }),
    enabled: text !== '',
    staleTime: CATALOGUE_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

interface ProductPickerProps {
  productKey: number | null;
  onChange: (productKey: number | null) => void;
}

/**
 * The product of a Product card (issue 25 item 20): searched as you type by code or name, each match with its code,
 * name and pack; the chosen product's key is what the layout stores, and a stored key shows its product's name.
 */
export function ProductPicker({ productKey, onChange }: ProductPickerProps) {
  const chosen = useProduct(productKey);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(normalizeSearchText(typed.trim()), LANDING_SEARCH_DEBOUNCE_MS);
  const matches = useProductSearch(search);
  const value = productKey !== null && chosen.data?.productKey === productKey ? chosen.data : null;
  const options = search !== '' && matches.data ? matches.data.products : value ? [value] : [];
  const unavailable = productKey !== null && chosen.isError;
  const helper = unavailable
    ? `Product ${productKey} is not in the catalogue any more: choose another`
    : value
      ? [productPickerDetail(value), `Product key ${value.productKey}`].filter(Boolean).join(' · ')
      : productKey !== null
        ? 'Loading the product…'
        : 'Type a product code or part of its name';
  return (
    <Autocomplete
      sx={{ flexGrow: 1, minWidth: 0 }}
      // The list opens inside the Card Editor (in its landmark, as a dialog's content must be), fixed so the editor's
      // scrolling content does not clip it, and clear of the field's floating label when it opens above.
      disablePortal
      slotProps={{
        popper: { popperOptions: { strategy: 'fixed' }, modifiers: [{ name: 'offset', options: { offset: [0, 6] } }] },
      }}
      value={value}
      options={options}
      // The server searched: every match it answered is offered as it is.
      filterOptions={(o) => o}
      getOptionLabel={productPickerLabel}
      getOptionKey={(p) => p.productKey}
      isOptionEqualToValue={(a, b) => a.productKey === b.productKey}
      onChange={(_e, product: Product | null) => onChange(product?.productKey ?? null)}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input') setTyped(text);
        else if (reason === 'clear') setTyped('');
      }}
      loading={search !== '' && matches.isFetching}
      loadingText="Searching…"
      noOptionsText={search === '' ? 'Type a product code or part of its name' : 'No Results'}
      renderOption={(props, product) => {
        const { key, ...rest } = props;
        const detail = productPickerDetail(product);
        return (
          <Box component="li" key={key} {...rest}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {product.formattedProductCode || product.productCode}
                </Box>{' '}
                {product.description}
              </Typography>
              {detail && (
                <Typography variant="caption" color="text.secondary" component="p">
                  {detail}
                </Typography>
              )}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField {...params} label="Product" size="small" error={unavailable} helperText={helper} />
      )}
    />
  );
}
