import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

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
  TRUST_PROXY: flag.default(false),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(180),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(10),
  SEED_DEMO_DATA: flag.default(true),
  // Off in API tests: rendering hundreds of demo images is the slowest part of seeding.
  SEED_DEMO_IMAGES: flag.default(true),
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
  trustProxy: boolean;
  session: { idleMs: number; maxMs: number };
  login: { maxFailures: number; windowMs: number };
  seedDemoData: boolean;
  seedDemoImages: boolean;
}

export class ConfigError extends Error {}

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
    trustProxy: e.TRUST_PROXY,
    session: { idleMs: e.SESSION_IDLE_MINUTES * 60_000, maxMs: e.SESSION_MAX_HOURS * 3_600_000 },
    login: { maxFailures: e.LOGIN_MAX_FAILURES, windowMs: 15 * 60_000 },
    seedDemoData: e.SEED_DEMO_DATA,
    seedDemoImages: e.SEED_DEMO_IMAGES,
  };
}
