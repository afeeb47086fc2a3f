/** Six-digit item numbers read as 104-023 on screen and paper; other codes show as stored. */
export function formatProductCode(code: string): string {
  return /^\d{6}$/.test(code) ? `${code.slice(0, 3)}-${code.slice(3)}` : code;
}

/**
 * A search word typed as formatProductCode shows a code, as the code is stored: '210-006' is
 * 210006, and a part of a shown code ('10-00', '210-') loses the hyphen the same way. Searches
 * that cannot hold both forms of every code (the catalogue's search text does) match both the
 * word and this. Other words come back as they are.
 */
export function unformatProductCode(word: string): string {
  return /^\d{0,3}-\d{0,3}$/.test(word) && word !== '-' ? word.replace('-', '') : word;
}
