import { useRef } from 'react';

/**
 * The product a newly mounted list starts at. ?i= belongs to the list it was written for:
 * after the filter or sort changes, the old i can still be in the URL for a moment (the URL
 * update lands after the new list mounts), so until it reads 0 the new list starts at the top.
 * A layout switch keeps the filter, so it keeps the place.
 */
export function useStartIndex(listKey: string, urlIndex: number): number {
  const lastKey = useRef(listKey);
  const stale = useRef(false);
  if (lastKey.current !== listKey) {
    lastKey.current = listKey;
    stale.current = urlIndex !== 0;
  } else if (urlIndex === 0) {
    stale.current = false;
  }
  return stale.current ? 0 : urlIndex;
}
