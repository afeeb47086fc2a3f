import { useCallback, useLayoutEffect, useState } from 'react';

/**
 * The content width of an element, kept current with a ResizeObserver. Returns a callback
 * ref; the width is 0 until the element is laid out, measured before the first paint.
 */
export function useElementWidth<T extends HTMLElement>(): [(node: T | null) => void, number] {
  const [node, setNode] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!node) return;
    setWidth(node.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  const ref = useCallback((el: T | null) => setNode(el), []);
  return [ref, width];
}
