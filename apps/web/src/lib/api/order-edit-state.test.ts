import { describe, expect, it } from 'vitest';
import { editingOrder, editSessionOf, setEditingOrder } from './order-edit-state';

describe('the order a tab edits (issue 32)', () => {
  it('belongs to the session and customer that opened it', () => {
    const session = editSessionOf('token-of-the-buyer-1234567890', 42);
    setEditingOrder({ orderNumber: 'W0000123', editableUntilText: 'Editable until Tue 3:00 pm', session });
    expect(editingOrder(session)?.orderNumber).toBe('W0000123');
    // Another customer of the same salesperson, or another sign-in: the ordinary cart.
    expect(editingOrder(editSessionOf('token-of-the-buyer-1234567890', 43))).toBeNull();
    expect(editingOrder(editSessionOf('another-token-0987654321', 42))).toBeNull();
    expect(editingOrder(editSessionOf(null, null))).toBeNull();
    setEditingOrder(null);
    expect(editingOrder(session)).toBeNull();
  });
});
