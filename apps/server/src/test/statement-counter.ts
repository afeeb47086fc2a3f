import { AliasNode, type KyselyPlugin, type RootOperationNode, SelectQueryNode, TableNode } from 'kysely';

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
 * those that name `table` (or that `table` picks, e.g. selectsFrom). Raw compiled queries (pg-boss's) and a transaction's BEGIN and COMMIT pass it uncounted.
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
  return {
    plugin: {
      transformQuery(args) {
        if (counts(args.node)) n += 1;
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
