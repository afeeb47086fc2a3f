/**
 * The header cart button's accessible name: 'Cart, 2 line(s), $41.20', or while the tab edits a placed order (issue
 * 32: its lines are what the badge counts) 'Order W0000123 being edited, 2 line(s), $41.20'. The total, the button's
 * only visible text, stays in the name (WCAG 2.5.3 Label in Name).
 */
export function cartButtonLabel(count: number, total: string | null, editingOrderNumber: string | null): string {
  const what = editingOrderNumber ? `Order ${editingOrderNumber} being edited` : 'Cart';
  return `${what}, ${count} line(s)${total === null ? '' : `, ${total}`}`;
}
