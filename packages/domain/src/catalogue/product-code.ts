/** Six-digit item numbers read as 104-023 on screen and paper; other codes show as stored. */
export function formatProductCode(code: string): string {
  return /^\d{6}$/.test(code) ? `${code.slice(0, 3)}-${code.slice(3)}` : code;
}
