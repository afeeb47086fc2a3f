import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every variable the server reads; nothing else touches process.env. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Relative paths are taken from the working directory; unset means data/ at the repository root. */
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  IMAGE_SOURCE_DIR: z.string().min(1).optional(),
  /**
   * false, a comma list of proxy addresses/CIDRs (only their X-Forwarded-For is believed), or true: any proxy, every
   * hop believed, so the left-most address counts, which a client can write unless the proxy replaces the header.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, ctx) => {
      if (['false', '0', ''].includes(v)) return false;
      if (['true', '1'].includes(v)) return true;
      const list = v.split(',').map((a) => a.trim());
      const bad = list.filter((a) => !isAddressOrCidr(a));
      if (bad.length > 0) ctx.addIssue({ code: 'custom', message: `not an address or CIDR: ${bad.join(', ')}` });
      return list;
    }),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(180),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /** log2 of scrypt's N for new password hashes (OWASP's floor is 17); lower only for tests' throwaway users. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(14).max(20).default(17),
  /** PBKDF2 iterations per try of the human check's proof of work, at rest (raised 3x and 10x in a flood). */
  HUMAN_CHECK_COST: z.coerce.number().int().min(1).max(100_000).default(1000),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(10),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Time to receive a whole request, headers and body: a slow sender is cut off after it. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /** Event-loop delay above which calls are shed with 503 + Retry-After; 0 turns shedding off. */
  LOAD_SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Worker threads that draw PDFs (documents and reports) off the event loop; unset: one fewer than the cores, 1 to 4. */
  PDF_WORKERS: z.coerce.number().int().min(1).max(32).optional(),
  /** Server processes `npm start` runs on one port (Node's cluster module; PostgreSQL only): 1 runs no cluster. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Whether this process works background jobs (mail, image sync, purges); `npm run worker` runs them apart. */
  RUN_JOBS: flag.default(true),
  /**
   * Whether the ordering week's jobs run here (issue 32: standing orders placed, usual-order reminders mailed). Off on a
   * staging copy of production data, which must not order or mail for real customers, and in the journeys, which must
   * see the same orders and mails whatever the day and hour they run (the jobs' API tests drive them with a clock).
   */
  ORDERING_WEEK_JOBS: flag.default(true),
  /**
   * Issue 29: how long a job in a busy web process (BUSY_AT requests under way on average) may wait for a quiet
   * moment before it runs anyway; 0: jobs never wait. Kept within a quarter of every kind's expiry.
   */
  JOBS_GIVE_WAY_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** How long one mail delivery may take; a mail job silent longer (its process died) is retried. */
  MAIL_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(180),
  /** How long one image sync may run; a sync job running longer (its process died) is retried. */
  IMAGE_SYNC_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  IMPORT_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  ERP_EXPORT_DIR: z.string().optional(),
  /** The wait before the first retry of a failed ERP webhook POST; each further retry waits twice as long. */
  ERP_WEBHOOK_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  SEED_DEMO_DATA: flag.default(true),
  // Off in API tests: rendering hundreds of demo images is the slowest part of seeding.
  SEED_DEMO_IMAGES: flag.default(true),
  /** Unset: mail is written to $DATA_DIR/mail as .eml files instead of being sent. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The address people reach the shop at: mailed links (verification, password reset) start with it. */
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/?$/, 'must be an http:// or https:// origin, e.g. https://shop.example.com')
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .max(200)
    .regex(/^([^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, 'must be an address, e.g. Shop <orders@example.com>')
    .default('Harbor Foodservice <orders@harborfoods.example>'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };
  logLevel: (typeof LOG_LEVELS)[number];
  webDistDir: string;
  imageSourceDir: string;
  imagesDir: string;
  /** Scan documents (product spec sheets) live under here. */
  documentsDir: string;
  /** Mail lands here as .eml files when there is no SMTP server. */
  mailDir: string;
  /** null: no SMTP server, mail goes to mailDir. */
  smtpUrl: string | null;
  /** The From header of every mail. */
  mailFrom: string;
  /** Origin of the links in mail, without a trailing slash. */
  publicUrl: string;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe (a list: only those peers'). */
  trustProxy: boolean | string[];
  session: { idleMs: number; maxMs: number };
  /**
   * Sign-in throttle: maxFailures per username and address, maxFailuresPerAddress over all usernames,
   * then per username a wait of 2^n s up to maxDelayMs; knownAddressMs: how long a successful address passes that wait.
   */
  /** log2 of scrypt's N for new password hashes; a stored hash of a lower cost is re-hashed at the next sign-in. */
  passwordHashCost: number;
  /** PBKDF2 iterations per try of a human check's challenge at rest (platform/human-check: raised in a flood). */
  humanCheckCost: number;
  login: {
    maxFailures: number;
    maxFailuresPerAddress: number;
    windowMs: number;
    maxDelayMs: number;
    knownAddressMs: number;
  };
  /** Request timeout and load shedding; 0 for loadShedEventLoopDelayMs means no shedding. */
  http: { requestTimeoutMs: number; loadShedEventLoopDelayMs: number };
  /** How many worker threads draw PDFs at once. */
  pdfWorkers: number;
  webConcurrency: number;
  runJobs: boolean;
  /** ORDERING_WEEK_JOBS: whether standing orders are placed and reminders mailed by this process. */
  orderingWeekJobs: boolean;
  /** JOBS_GIVE_WAY_MS: the longest a web process's job waits for its requests to ease (0: never). */
  jobsGiveWayMs: number;
  mailJobTimeoutSeconds: number;
  imageSyncJobTimeoutSeconds: number;
  /** How long one ERP import may run before its job is retried (its process died). */
  importJobTimeoutSeconds: number;
  /** Where placed orders and invoice payments are written for the ERP (DATA_DIR/exports by default). */
  exportsDir: string;
  /** The first retry delay of a failed ERP webhook POST (doubling after). */
  erpWebhookRetrySeconds: number;
  seedDemoData: boolean;
  seedDemoImages: boolean;
}

export class ConfigError extends Error {}

function isAddressOrCidr(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads and validates the environment once; a bad value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(repoRoot, 'data');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { dialect: 'postgres', url: e.DATABASE_URL }
      : { dialect: 'sqlite', file: path.join(dataDir, 'storefront.sqlite') },
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    imageSourceDir: path.resolve(e.IMAGE_SOURCE_DIR ?? path.join(dataDir, 'image-source')),
    imagesDir: path.join(dataDir, 'images'),
    documentsDir: path.join(dataDir, 'documents'),
    mailDir: path.join(dataDir, 'mail'),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    session: { idleMs: e.SESSION_IDLE_MINUTES * 60_000, maxMs: e.SESSION_MAX_HOURS * 3_600_000 },
    passwordHashCost: e.PASSWORD_HASH_COST,
    humanCheckCost: e.HUMAN_CHECK_COST,
    login: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      maxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMs: 15 * 60_000,
      maxDelayMs: 5 * 60_000,
      knownAddressMs: 30 * 24 * 3_600_000,
    },
    http: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      loadShedEventLoopDelayMs: e.LOAD_SHED_EVENT_LOOP_DELAY_MS,
    },
    pdfWorkers: e.PDF_WORKERS ?? Math.min(4, Math.max(1, availableParallelism() - 1)),
    webConcurrency: e.WEB_CONCURRENCY,
    runJobs: e.RUN_JOBS,
    orderingWeekJobs: e.ORDERING_WEEK_JOBS,
    jobsGiveWayMs: e.JOBS_GIVE_WAY_MS,
    mailJobTimeoutSeconds: e.MAIL_JOB_TIMEOUT_SECONDS,
    imageSyncJobTimeoutSeconds: e.IMAGE_SYNC_JOB_TIMEOUT_SECONDS,
    importJobTimeoutSeconds: e.IMPORT_JOB_TIMEOUT_SECONDS,
    exportsDir: path.resolve(e.ERP_EXPORT_DIR ?? path.join(dataDir, 'exports')),
    erpWebhookRetrySeconds: e.ERP_WEBHOOK_RETRY_SECONDS,
    seedDemoData: e.SEED_DEMO_DATA,
    seedDemoImages: e.SEED_DEMO_IMAGES,
  };
}
