/**
 * The kinds of PDF the server draws, by name, each as its drawing function's type. Empty here: the composition root
 * (src/pdf-renderers.ts) fills it in with the modules' own drawings, so the render pool is typed by them while
 * platform/ imports no module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface PdfKinds {}

export type PdfKind = Extract<keyof PdfKinds, string>;
/** The arguments of a kind's drawing; for a union of kinds, the union of their arguments. */
export type PdfArgs<K extends PdfKind> = K extends unknown
  ? PdfKinds[K] extends (...args: infer A) => Promise<Buffer>
    ? A
    : never
  : never;
