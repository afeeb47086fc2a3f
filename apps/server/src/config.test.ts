import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has embedded defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.host).toBe('127.0.0.1');
    expect(c.database.dialect).toBe('sqlite');
    expect(c.logLevel).toBe('info');
    // npm start runs the server from apps/server; the data still lands in data/ at the root.
    expect(c.dataDir).toBe(path.resolve(import.meta.dirname, '../../../data'));
  });
  it('switches to PostgreSQL on a postgres URL', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' });
    expect(c.database).toEqual({ dialect: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/x' });
  });
  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('LOG_LEVEL');
      expect(message).toContain('DATABASE_URL');
    }
  });
});
