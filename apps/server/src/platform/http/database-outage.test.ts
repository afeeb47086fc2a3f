import { describe, expect, it } from 'vitest';
import { outageKind } from './database-outage';

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('outageKind', () => {
  it('names failures of the connection to the database', () => {
    expect(outageKind(new Error('Query read timeout'))).toBe('connection');
    expect(outageKind(new Error('timeout exceeded when trying to connect'))).toBe('connection');
    expect(outageKind(new Error('Connection terminated unexpectedly'))).toBe('connection');
    expect(outageKind(coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe('connection');
    expect(outageKind(coded('terminating connection due to administrator command', '57P01'))).toBe('connection');
    expect(outageKind(coded('connection failure', '08006'))).toBe('connection');
    // Wrapped, as a transaction helper might rethrow it.
    expect(outageKind(new Error('could not save', { cause: new Error('Query read timeout') }))).toBe('connection');
  });

  it('names a busy database or failing storage, which is not a lost connection', () => {
    expect(outageKind(coded('canceling statement due to statement timeout', '57014'))).toBe('busy');
    expect(outageKind(coded('database is locked', 'SQLITE_BUSY'))).toBe('busy');
    expect(outageKind(coded('disk I/O error', 'SQLITE_IOERR_WRITE'))).toBe('busy');
    expect(outageKind(coded('attempt to write a readonly database', 'SQLITE_READONLY'))).toBe('busy');
  });

  it('leaves every other failure alone (a bug stays a 500)', () => {
    expect(outageKind(new Error('Cannot read properties of undefined'))).toBeNull();
    expect(outageKind(coded('duplicate key value violates unique constraint', '23505'))).toBeNull();
    expect(outageKind(coded('UNIQUE constraint failed', 'SQLITE_CONSTRAINT_UNIQUE'))).toBeNull();
    expect(outageKind('not an error')).toBeNull();
  });
});
