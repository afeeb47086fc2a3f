/** '{name}.pdf' without the characters file systems refuse. */
export function documentFileName(name: string): string {
  const safe = name
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'document'}.pdf`;
}
