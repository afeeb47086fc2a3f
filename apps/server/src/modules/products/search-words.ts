const MAX_WORDS = 10;

/** Words this long have an index of their own (trigrams: FTS5 trigram, pg_trgm); shorter ones are checked with LIKE. */
export const INDEXED_WORD_LENGTH = 3;

export const isIndexedWord = (word: string) => [...word].length >= INDEXED_WORD_LENGTH;

/**
 * The words of a search box entry, lower-cased. The page sends single quotes as
 * backticks (spec 1 §5); they and typographic apostrophes become apostrophes.
 */
export function searchWords(text: string | undefined): string[] {
  if (!text) return [];
  const normalised = text.replace(/[`\u2018\u2019]/g, "'").toLowerCase();
  return [...new Set(normalised.split(/\s+/).filter((w) => w.length > 0))].slice(0, MAX_WORDS);
}

/** A LIKE pattern matching `word` anywhere, with its wildcards escaped by a backslash. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
