import { describe, expect, it } from 'vitest';
import { editingOrderTitle } from './order-edit-text';

describe('the banner while a placed order is edited (issue 32)', () => {
  it('names the order and until when it can change', () => {
    expect(editingOrderTitle({ orderNumber: 'W0000123', editableUntilText: 'Editable until Tue 4:00 pm' })).toBe(
      'Editing order W0000123 — editable until Tue 4:00 pm',
    );
    expect(editingOrderTitle({ orderNumber: 'W0000123', editableUntilText: '' })).toBe('Editing order W0000123');
  });
});
