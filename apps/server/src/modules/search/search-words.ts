const MAX_WORDS = 10;

/**
 * The words of a search box entry, lower-cased. The page sends single quotes as
 * backticks (spec 1 §5); they and typographic apostrophes become apostrophes.
 */
export function searchWords(text: string | undefined): string[] {
  if (!text) return [];
  const normalised = text.replace(/[`\u2018\u2019]/g, "'").toLowerCase();
  return [...new Set(normalised.split(/\s+/).filter((w) => w.length > 0))].slice(0, MAX_WORDS);
}
