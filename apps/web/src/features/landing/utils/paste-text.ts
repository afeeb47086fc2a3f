/** Spec 3 §2: pasted text has curly quotes normalised to straight ones. */
export function normaliseQuotes(text: string): string {
  return text.replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'").replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"');
}

/** The text editor's image sizes: 20% steps from 20% to 100% (spec 3 §2). */
export function resizeStep(width: number | undefined, direction: 1 | -1): number {
  const next = (width ?? 100) + direction * 20;
  return Math.min(100, Math.max(20, next));
}
