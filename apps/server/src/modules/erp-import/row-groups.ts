import type { RefusedRow } from '@storefront/contract';
import type { Lined } from './import-kind';
import { refusal } from './import-kind';

/** The refusal of a row whose group another of its rows got refused. */
export const wholeGroupRefusal = (line: number, group: string, refusedLine: number): RefusedRow =>
  refusal(line, '', `${group} is refused whole: its row on line ${refusedLine} is refused`);

/** A row as checked on its own: ready for the database, or refused. */
export type Checked<T> = { line: number; row: T; refused?: undefined } | { line: number; refused: RefusedRow[] };

export interface Released<T> {
  /** Rows to batch: a whole group at once, so a batch never splits one. */
  accepted: Lined<T>[];
  refused: RefusedRow[];
}

/**
 * Holds the rows of one group (an order's lines) until the group ends, so that it is imported whole or not at all:
 * one refused row refuses the rest of its group. A group's rows must be consecutive: a row of a group that ended
 * earlier in the file is refused. Rows of no group ('') pass straight through.
 */
export class RowGroups<T> {
  private name = '';
  private firstLine = 0;
  private held: Lined<T>[] = [];
  private refusedLine: number | null = null;
  /** Groups read so far, by their first line. */
  private readonly ended = new Map<string, number>();

  /** The row, of group `name`: answers what may now go to the database and what is refused. */
  next(name: string, row: Checked<T>): Released<T> {
    const out: Released<T> = { accepted: [], refused: [] };
    if (name !== this.name) {
      this.end(out);
      const began = this.ended.get(name);
      if (began !== undefined) {
        out.refused.push(
          ...(row.refused ?? []),
          refusal(
            row.line,
            '',
            `${name} began at line ${began}: the rows of one ${name.split(' ')[0]} must follow each other`,
          ),
        );
        return out;
      }
      this.name = name;
      this.firstLine = row.line;
    }
    if (name === '') {
      if (row.refused) out.refused.push(...row.refused);
      else out.accepted.push(row);
      return out;
    }
    if (row.refused) {
      out.refused.push(...row.refused);
      this.refusedLine ??= row.line;
    } else this.held.push(row);
    return out;
  }

  /** The file ended: the last group's rows. */
  finish(): Released<T> {
    const out: Released<T> = { accepted: [], refused: [] };
    this.end(out);
    return out;
  }

  private end(out: Released<T>): void {
    if (this.name === '') return;
    this.ended.set(this.name, this.firstLine);
    if (this.refusedLine === null) out.accepted.push(...this.held);
    else for (const { line } of this.held) out.refused.push(wholeGroupRefusal(line, this.name, this.refusedLine));
    this.name = '';
    this.held = [];
    this.refusedLine = null;
  }
}
