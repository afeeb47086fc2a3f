import type { MenuEntryState } from '@storefront/domain';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db, Dialect } from '../db/database';
import type { ProductSearch } from '../db/search/product-search';
import type { ActingFor, Principal, RouteAccess } from './auth/principal';
import type { JobQueue } from './jobs/job-queue';
import type { Outbox } from './mail/mail-outbox';
import type { PaymentGateway } from './payments/payment-gateway';
import type { PdfRenderer } from './pdf/render-pool';

/**
 * What the platform needs to know from the modules, handed in by app.ts (the
 * composition root) so that nothing under platform/ imports a module.
 */
export interface ModulePorts {
  /** The menu as the request's user sees it (menu module, cached per MENU_CACHE version). */
  menuOf(request: FastifyRequest): Promise<MenuEntryState[]>;
  /** Site setting allowGuest: may a visitor who is not signed in call 'guest' routes? */
  allowsGuests(): Promise<boolean>;
  /**
   * The CSP frame-ancestors sources a page may be framed by (punchout module): the buyer's return origins for a
   * start page with a live code, every enabled buyer's for another framed page load; [] keeps 'none'.
   */
  frameAncestors(code: string | null, framed: boolean): Promise<string[]>;
}

/** What every module reaches through `app.ctx`: no module keeps its own connection or config. */
export interface AppContext {
  db: Db;
  dialect: Dialect;
  /** The dialect's full-text search, chosen once by openDatabase. */
  search: ProductSearch;
  config: Config;
  now: () => number;
  /** Card charges (the sandbox gateway unless a real one is configured). */
  payments: PaymentGateway;
  /** Mail written in a transaction (enqueue) is delivered by a job after it commits; kick() asks for delivery now. */
  outbox: Outbox;
  /** Background jobs, sent in the transaction of the write that causes them (platform/jobs/job-queue.ts). */
  jobs: JobQueue;
  /** Draws documents and reports in worker threads, bounded per user and in total. */
  pdf: Pick<PdfRenderer, 'render'>;
  ports: ModulePorts;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    principal: Principal | null;
    acting: ActingFor | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
