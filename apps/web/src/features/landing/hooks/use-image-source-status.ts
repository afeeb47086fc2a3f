import { useEffect, useState } from 'react';
import { isSafeImageSrc } from '@storefront/domain';
import { useDebouncedValue } from '../../../lib/timing/use-debounced-value';
import { imageSourceStatus, type ImageSourceStatus, LANDING_SEARCH_DEBOUNCE_MS } from '../utils/picker-text';

/** Whether an image source shows a picture: the browser loads it, as the live page would, once typing pauses. */
export function useImageSourceStatus(src: string): ImageSourceStatus {
  const typed = useDebouncedValue(src.trim(), LANDING_SEARCH_DEBOUNCE_MS);
  const [checked, setChecked] = useState<{ src: string; found: boolean } | null>(null);
  useEffect(() => {
    if (typed === '' || !isSafeImageSrc(typed)) return;
    let current = true;
    const image = new Image();
    image.onload = () => current && setChecked({ src: typed, found: image.naturalWidth > 0 });
    image.onerror = () => current && setChecked({ src: typed, found: false });
    image.src = typed;
    return () => {
      current = false;
      image.onload = null;
      image.onerror = null;
    };
  }, [typed]);
  return imageSourceStatus(src, checked);
}
