import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../lib/routes/route-paths';
import { normalizeSearchText, productSearchUrl, SEARCH_DEBOUNCE_MS } from '../../lib/catalogue/search-text';

/**
 * The header search: typing is debounced 500 ms and then written to ?s= on
 * /products (navigating there from other pages). The field follows the URL
 * when it changes elsewhere (back button, links).
 */
export function useProductSearch() {
  const location = useLocation();
  const navigate = useNavigate();
  const onProducts = location.pathname === PATHS.products;
  const urlValue = onProducts ? (new URLSearchParams(location.search).get('s') ?? '') : '';
  const [text, setText] = useState(urlValue);
  const applied = useRef(urlValue);

  useEffect(() => {
    if (urlValue === applied.current) return;
    applied.current = urlValue;
    setText(urlValue);
  }, [urlValue]);

  const apply = useCallback(
    (value: string) => {
      const normalized = normalizeSearchText(value).trim();
      if (normalized === applied.current) return;
      applied.current = normalized;
      // Clearing the box elsewhere must not drag the user to /products.
      if (!normalized && !onProducts) return;
      // On /products the filters in the hash stay; the search replaces the entry so Back leaves the page.
      void navigate(productSearchUrl(value, onProducts ? location.hash : ''), { replace: onProducts });
    },
    [navigate, onProducts, location.hash],
  );

  useEffect(() => {
    const timer = setTimeout(() => apply(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, apply]);

  return { text, setText, submit: () => apply(text) };
}
