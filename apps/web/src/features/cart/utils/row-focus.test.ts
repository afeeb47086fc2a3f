import { describe, expect, it, vi } from 'vitest';
import { createRowFocus, type RowInput } from './row-focus';

/** A quantity input as the keyboard sees it: who has the focus, and what is selected. */
class FakeInput implements RowInput {
  isConnected = true;
  selection: [number, number] = [0, 0];
  constructor(
    private readonly page: { focused: FakeInput | null },
    public value = '',
  ) {}
  focus() {
    this.page.focused = this;
  }
  select() {
    this.selection = [0, this.value.length];
  }
  setSelectionRange(start: number, end: number) {
    this.selection = [start, end];
  }
}

function setUp(rendered: number) {
  const page = { focused: null as FakeInput | null };
  const values = new Map<number, string>();
  const list = { scrollToIndex: vi.fn() };
  const focus = createRowFocus(
    list,
    () => 40,
    (index, text) => values.set(index, text),
  );
  const inputs = Array.from({ length: 40 }, () => new FakeInput(page));
  for (let i = 0; i < rendered; i++) focus.register(i, inputs[i]!);
  /** The virtualiser renders a row: its input appears with the value the store holds for it. */
  const mount = (index: number) => {
    inputs[index]!.value = values.get(index) ?? '';
    focus.register(index, inputs[index]!);
  };
  return { page, values, list, focus, inputs, mount };
}

describe('createRowFocus', () => {
  it('moves to a rendered row at once, selecting its quantity', () => {
    const { page, focus, inputs, list } = setUp(10);
    inputs[4]!.value = '12';
    focus.move(3, 1);
    expect(page.focused).toBe(inputs[4]);
    expect(inputs[4]!.selection).toEqual([0, 2]);
    expect(list.scrollToIndex).toHaveBeenCalledWith(4, { align: 'auto' });
    expect(focus.typeAhead(4, '5')).toBe(false);
  });

  it('writes what is typed while the next row scrolls into view to that row, not to the row still focused', () => {
    const { page, values, focus, inputs, mount } = setUp(10);
    page.focused = inputs[9]!;
    focus.move(9, 1); // row 10 is not rendered yet
    expect(page.focused).toBe(inputs[9]);
    expect(focus.typeAhead(9, '1')).toBe(true);
    expect(focus.typeAhead(9, '2')).toBe(true);
    expect(focus.typeAhead(9, 'Backspace')).toBe(true);
    expect(focus.typeAhead(9, '5')).toBe(true);
    expect(focus.typeAhead(9, 'Tab')).toBe(false);
    expect(values.get(10)).toBe('15');
    expect(values.has(9)).toBe(false);

    mount(10);
    expect(page.focused).toBe(inputs[10]);
    // The caret goes after what was typed, so the next key adds to it instead of replacing it.
    expect(inputs[10]!.selection).toEqual([2, 2]);
    expect(focus.typeAhead(10, '0')).toBe(false);
  });

  it('counts Enter from the row still scrolling into view, and types into the row the keys reached', () => {
    const { page, values, focus, inputs, mount } = setUp(10);
    page.focused = inputs[9]!;
    focus.move(9, 1);
    focus.typeAhead(9, '3');
    focus.move(9, 1); // Enter again before row 10 mounted: row 11 is next
    focus.typeAhead(9, '4');
    expect([values.get(10), values.get(11)]).toEqual(['3', '4']);
    mount(10);
    expect(page.focused).toBe(inputs[9]);
    mount(11);
    expect(page.focused).toBe(inputs[11]);
  });

  it('stays inside the list', () => {
    const { page, focus, inputs } = setUp(10);
    page.focused = inputs[0]!;
    focus.move(0, -1);
    expect(page.focused).toBe(inputs[0]);
    focus.move(39, 1);
    expect(page.focused).toBe(inputs[0]);
  });
});
