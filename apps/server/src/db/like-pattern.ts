/** A LIKE pattern matching `text` anywhere, with its wildcards escaped by a backslash. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
