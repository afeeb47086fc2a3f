import type { EditingOrder } from '../../lib/api/order-edit-state';

/** 'Editing order W0000123 — editable until Tue 4:00 pm' (without the time when the server gave none). */
export function editingOrderTitle({
  orderNumber,
  editableUntilText,
}: Pick<EditingOrder, 'orderNumber' | 'editableUntilText'>) {
  const until = editableUntilText.replace(/^Editable/, 'editable');
  return until ? `Editing order ${orderNumber} — ${until}` : `Editing order ${orderNumber}`;
}
