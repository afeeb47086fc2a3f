import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';

/**
 * What @tanstack/react-virtual leaves to the page, shared by the virtualised lists: the rendered items stay in
 * the normal flow between two spacers (measured as laid out, in DOM order for the keyboard), a window-scrolled
 * list knows where it starts on the page, infinite lists hear when their last item is rendered, and a list sees how
 * wide its box is (the grid's columns, a table's last column).
 */

/**
 * The content width of an element (or, with 'border-box', its whole width: a scrolling box's, whether or not a scrollbar
 * shows), kept current with a ResizeObserver. Returns a callback ref; the width is 0 until the element is laid out,
 * measured before the first paint.
 */
export function useElementWidth<T extends HTMLElement>(
  box: 'content-box' | 'border-box' = 'content-box',
): [(node: T | null) => void, number] {
  const [node, setNode] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!node) return;
    setWidth(box === 'border-box' ? node.offsetWidth : node.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const measured =
        box === 'border-box' ? (entry.borderBoxSize[0]?.inlineSize ?? node.offsetWidth) : entry.contentRect.width;
      setWidth(Math.floor(measured));
    });
    observer.observe(node, { box });
    return () => observer.disconnect();
  }, [node, box]);
  const ref = useCallback((el: T | null) => setNode(el), []);
  return [ref, width];
}

/** Fixed-height rows that change height (a phone's taller rows, Grid and List): the rows are placed again, not remounted. */
export function useRemeasureOnRowHeight<S extends Element | Window, I extends Element>(
  list: Virtualizer<S, I>,
  rowHeight: number,
): void {
  const placedHeight = useRef(rowHeight);
  useLayoutEffect(() => {
    if (placedHeight.current === rowHeight) return;
    placedHeight.current = rowHeight;
    list.measure();
  }, [list, rowHeight]);
}

/** The room before the first rendered item and after the last, so the list is as tall as all its items. */
export function virtualPadding<S extends Element | Window, I extends Element>(
  list: Virtualizer<S, I>,
): { before: number; after: number } {
  const items = list.getVirtualItems();
  const { scrollMargin, paddingStart, paddingEnd } = list.options;
  const inner = Math.max(0, list.getTotalSize() - paddingStart - paddingEnd);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return { before: 0, after: inner };
  const before = Math.max(0, first.start - scrollMargin - paddingStart);
  return { before, after: Math.max(0, inner - (last.end - scrollMargin - paddingStart)) };
}

const documentTop = (element: HTMLElement) => Math.round(element.getBoundingClientRect().top + window.scrollY);

/**
 * How far below the top of the document an element starts: a window-scrolled list's scrollMargin. Read on the
 * first render when the element is already there, and again whenever the page changes size (an alert or
 * filters that wrap above the list move it down; ResizeObserver reports before the next paint).
 */
export function useDocumentOffset(element: HTMLElement | null): number {
  const [offset, setOffset] = useState(() => (element ? documentTop(element) : 0));
  useLayoutEffect(() => {
    if (!element) return;
    setOffset(documentTop(element));
    const observer = new ResizeObserver(() => setOffset(documentTop(element)));
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element]);
  return offset;
}

/**
 * Calls onEndReached when the last item is rendered (overscan included):
 * once, and again only when the items change, so the next page is asked for as the user nears the end.
 */
export function useEndReached(
  lastRendered: number | undefined,
  items: readonly unknown[],
  onEndReached: (() => void) | undefined,
): void {
  const reached = useRef<readonly unknown[] | null>(null);
  useEffect(() => {
    if (!onEndReached || items.length === 0 || lastRendered !== items.length - 1 || reached.current === items) return;
    reached.current = items;
    onEndReached();
  }, [lastRendered, items, onEndReached]);
}
