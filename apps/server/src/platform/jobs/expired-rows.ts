import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import type { TimeColumn } from './expired-rows.repository';

const HOUR_MS = 3_600_000;

/** Rows that are of no use once `column` is more than `keepMs` in the past. */
export type ExpiredRows = {
  [T in keyof DB]: {
    table: T;
    column: TimeColumn<T>;
    keepMs?: (config: Config) => number;
    why: string;
    /** A table only that dialect has. */
    only?: 'sqlite';
  };
}[keyof DB];

/**
 * Everything that expires, purged by the purge job. A new kind of expiring row
 * (another token, another lease) is one more line here.
 */
export const EXPIRED_ROWS: readonly ExpiredRows[] = [
  { table: 'sessions', column: 'expires_at', why: 'sessions past their absolute expiry' },
  {
    table: 'sessions',
    column: 'last_seen_at',
    keepMs: (c) => c.session.idleMs,
    why: 'sessions idle too long to be used again',
  },
  { table: 'sessions', column: 'revoked_at', why: 'signed-out sessions' },
  {
    table: 'sign_in_counters',
    column: 'last_at',
    keepMs: (c) => c.login.windowMs,
    why: 'sign-in counters the throttle no longer counts',
  },
  {
    table: 'sign_in_known_addresses',
    column: 'last_success_at',
    keepMs: (c) => c.login.knownAddressMs,
    why: 'sign-in addresses not used for 30 days',
  },
  {
    table: 'idempotency_keys',
    column: 'created_at',
    keepMs: () => 24 * HOUR_MS,
    why: 'idempotency keys older than 24 h',
  },
  { table: 'document_links', column: 'expires_at', why: 'expired document links' },
  { table: 'account_tokens', column: 'expires_at', why: 'expired verification and password reset links' },
  { table: 'human_check_spent', column: 'expires_at', why: 'spent human-check solutions whose challenge expired' },
  { table: 'payment_locks', column: 'expires_at', why: 'payment locks of processes that died' },
  { table: 'mail_counters', column: 'window_start', keepMs: () => HOUR_MS, why: 'mail allowances whose hour is over' },
  {
    table: 'order_reminders',
    column: 'sent_at',
    keepMs: () => 60 * 24 * HOUR_MS,
    why: 'order reminders sent more than 60 days ago (their delivery dates are long past)',
  },
  {
    table: 'product_views',
    column: 'day_start',
    keepMs: () => 35 * 24 * HOUR_MS,
    why: 'product views of days more than 5 weeks ago (the salesperson list reads this week only)',
  },
  // pg-boss archives and drops its own finished jobs.
  {
    table: 'jobs',
    column: 'completed_at',
    keepMs: () => 7 * 24 * HOUR_MS,
    why: 'jobs finished more than a week ago',
    only: 'sqlite',
  },
];
