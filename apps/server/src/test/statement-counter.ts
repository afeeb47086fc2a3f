import type { KyselyPlugin } from 'kysely';

/**
 * A Kysely plugin that counts the statements an app sends (issue 29: the cut-off rush is paid per round trip), or only
 * those that name `table`. Raw compiled queries (pg-boss's) and a transaction's BEGIN and COMMIT pass it uncounted.
 */
export function statementCounter(table?: string): { plugin: KyselyPlugin; count: () => number; reset(): void } {
  let n = 0;
  return {
    plugin: {
      transformQuery(args) {
        if (table === undefined || JSON.stringify(args.node).includes(`"${table}"`)) n += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    },
    count: () => n,
    reset: () => {
      n = 0;
    },
  };
}
