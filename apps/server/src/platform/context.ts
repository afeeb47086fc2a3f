import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Dialect } from '../db/database';
import type { DB } from '../db/schema';
import type { MenuSource } from '../modules/menu/menu.service';
import type { ActingFor, Principal, RouteAccess } from './auth/principal';

/** What every module reaches through `app.ctx`: no module keeps its own connection or config. */
export interface AppContext {
  db: Kysely<DB>;
  dialect: Dialect;
  config: Config;
  now: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** The menu as the request's user sees it (access plugin). */
    menuOf: MenuSource;
  }
  interface FastifyRequest {
    principal: Principal | null;
    acting: ActingFor | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
