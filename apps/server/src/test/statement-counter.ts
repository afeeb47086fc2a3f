import { AliasNode, type KyselyPlugin, type QueryId, type RootOperationNode, SelectQueryNode, TableNode } from 'kysely';

/** A select whose first FROM is `table` (aliased or not): the reads of that table itself, not of joins through it. */
export function selectsFrom(table: string): (node: RootOperationNode) => boolean {
  return (node) => {
    if (!SelectQueryNode.is(node)) return false;
    const first = node.from?.froms[0];
    const named = first && AliasNode.is(first) ? first.node : first;
    return named !== undefined && TableNode.is(named) && named.table.identifier.name === table;
  };
}

/**
 * A Kysely plugin that counts the statements an app sends (issue 29: the cut-off rush is paid per round trip), or only
 * those that name `table` (or that `table` picks, e.g. selectsFrom). A statement is picked when Kysely compiles it and
 * counted each time it runs, so a query compiled once and run many times (db/compiled-once.ts: the session read) counts
 * every run. Raw compiled queries (pg-boss's) and a transaction's BEGIN and COMMIT are never compiled here, and pass
 * uncounted.
 */
export function statementCounter(table?: string | ((node: RootOperationNode) => boolean)): {
  plugin: KyselyPlugin;
  count: () => number;
  reset(): void;
} {
  let n = 0;
  const counts =
    typeof table === 'function'
      ? table
      : (node: RootOperationNode) => table === undefined || JSON.stringify(node).includes(`"${table}"`);
  /** The queries picked, by the id Kysely gives a compiled query and hands to transformResult at every run. */
  const picked = new WeakSet<QueryId>();
  return {
    plugin: {
      transformQuery(args) {
        if (counts(args.node)) picked.add(args.queryId);
        return args.node;
      },
      transformResult: async (args) => {
        if (picked.has(args.queryId)) n += 1;
        return args.result;
      },
    },
    count: () => n,
    reset: () => {
      n = 0;
    },
  };
}
