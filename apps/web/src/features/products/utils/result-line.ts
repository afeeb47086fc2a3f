/**
 * Spec 1 §2: 'N result(s)', with ' for {query}' while a search is active. The URL holds
 * the search with apostrophes turned into backticks (spec 1 §5); people typed apostrophes,
 * so the line shows those.
 */
export function resultLine(total: number, search: string): string {
  const count = `${total.toLocaleString('en-US')} ${total === 1 ? 'result' : 'results'}`;
  const query = search.trim().replace(/`/g, "'");
  return query ? `${count} for ${query}` : count;
}
