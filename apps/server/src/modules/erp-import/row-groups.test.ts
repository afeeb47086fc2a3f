import { describe, expect, it } from 'vitest';
import { refusal } from './import-kind';
import { type Checked, type Released, RowGroups } from './row-groups';

const ok = (line: number): Checked<string> => ({ line, row: `row ${line}` });
const bad = (line: number): Checked<string> => ({ line, refused: [refusal(line, 'quantity', 'must be above 0')] });

/** Feeds rows of named groups through, as the runner does; answers the lines accepted and the refusals. */
function run(rows: readonly [string, Checked<string>][]) {
  const groups = new RowGroups<string>();
  const out: Released<string> = { accepted: [], refused: [] };
  const add = (r: Released<string>) => {
    out.accepted.push(...r.accepted);
    out.refused.push(...r.refused);
  };
  for (const [name, row] of rows) add(groups.next(name, row));
  add(groups.finish());
  return { accepted: out.accepted.map((r) => r.line), refused: out.refused.map((r) => [r.line, r.column, r.reason]) };
}

describe('RowGroups', () => {
  it('passes rows of no group straight through', () => {
    expect(
      run([
        ['', ok(2)],
        ['', bad(3)],
        ['', ok(4)],
      ]),
    ).toEqual({
      accepted: [2, 4],
      refused: [[3, 'quantity', 'must be above 0']],
    });
  });

  it("holds a group's rows until it ends, then lets them all through at once", () => {
    const groups = new RowGroups<string>();
    expect(groups.next('order A', ok(2)).accepted).toEqual([]);
    expect(groups.next('order A', ok(3)).accepted).toEqual([]);
    expect(groups.next('order B', ok(4)).accepted.map((r) => r.line)).toEqual([2, 3]);
    expect(groups.finish().accepted.map((r) => r.line)).toEqual([4]);
  });

  it('refuses a group whole when one of its rows is refused, wherever that row is', () => {
    expect(
      run([
        ['order A', ok(2)],
        ['order A', bad(3)],
        ['order A', ok(4)],
        ['order B', ok(5)],
      ]),
    ).toEqual({
      accepted: [5],
      refused: [
        [3, 'quantity', 'must be above 0'],
        [2, '', 'order A is refused whole: its row on line 3 is refused'],
        [4, '', 'order A is refused whole: its row on line 3 is refused'],
      ],
    });
  });

  it('refuses a row of a group that ended earlier in the file, and keeps the group as it was', () => {
    expect(
      run([
        ['order A', ok(2)],
        ['order B', ok(3)],
        ['order A', ok(4)],
        ['order B', ok(5)],
      ]),
    ).toEqual({
      accepted: [2, 3],
      refused: [
        [4, '', 'order A began at line 2: the rows of one order must follow each other'],
        [5, '', 'order B began at line 3: the rows of one order must follow each other'],
      ],
    });
  });
});
