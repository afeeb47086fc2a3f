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
    // The human check's proof of work: 1,000 PBKDF2 iterations a try at rest (the tests run at 10).
    expect(c.humanCheckCost).toBe(1_000);
    expect(() => loadConfig({ HUMAN_CHECK_COST: '0' })).toThrow(/HUMAN_CHECK_COST/);
    // npm start runs the server from apps/server; the data still lands in data/ at the root.
    expect(c.dataDir).toBe(path.resolve(import.meta.dirname, '../../../data'));
  });
  it('reads TRUST_PROXY as off, any proxy, or a list of proxy addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: not an address or CIDR: 10.0.0.0\/33/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(ConfigError);
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
  it('writes mail to DATA_DIR/mail unless SMTP_URL is set', () => {
    const c = loadConfig({ DATA_DIR: '/srv/sf' });
    expect(c.mailDir).toBe(path.resolve('/srv/sf/mail'));
    expect(c.smtpUrl).toBeNull();
    expect(c.mailFrom).toBe('Harbor Foodservice <orders@harborfoods.example>');
    const smtp = loadConfig({ SMTP_URL: 'smtp://user:pass@mail.example:587', MAIL_FROM: 'orders@shop.example' });
    expect(smtp.smtpUrl).toBe('smtp://user:pass@mail.example:587');
    expect(smtp.mailFrom).toBe('orders@shop.example');
  });
  it('refuses a mail setting that is not mail, without echoing the password', () => {
    try {
      loadConfig({ SMTP_URL: 'http://user:secret@mail.example', MAIL_FROM: 'Shop <nobody>' });
      expect.unreachable();
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('SMTP_URL');
      expect(message).toContain('MAIL_FROM');
      expect(message).not.toContain('secret');
    }
  });
});
