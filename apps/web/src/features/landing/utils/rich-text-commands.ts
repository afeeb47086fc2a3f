import { Editor, Element as SlateElement, Range, Transforms } from 'slate';
import type { ReactEditor } from 'slate-react';
import type { RichElement } from '@storefront/contract';
import type { RichMark } from '@storefront/domain';
import { normaliseQuotes } from './paste-text';

export type BlockType = 'paragraph' | 'quote' | 'code' | 'unordered-list' | 'ordered-list' | 'heading';
const LIST_TYPES = ['unordered-list', 'ordered-list'];

/** Ctrl (or Cmd) with these keys toggles a mark. */
export const HOTKEYS: Record<string, RichMark> = { b: 'bold', i: 'italic', u: 'underlined', '`': 'code' };

export const asRich = (el: unknown) => el as RichElement;

/** Links are inline, images void, and pasting inserts plain text only. */
export function withLanding(editor: ReactEditor): ReactEditor {
  const { isInline, isVoid, insertData } = editor;
  editor.isInline = (el) => (el as unknown as RichElement).type === 'link' || isInline(el);
  editor.isVoid = (el) => (el as unknown as RichElement).type === 'image' || isVoid(el);
  editor.insertData = (data: DataTransfer) => {
    const text = data.getData('text/plain');
    // Plain text only (never pasted HTML), with curly quotes straightened.
    if (text) editor.insertText(normaliseQuotes(text));
    else insertData(data);
  };
  return editor;
}

export function isMarkActive(editor: Editor, mark: RichMark): boolean {
  const marks: Record<string, unknown> = Editor.marks(editor) ?? {};
  return marks[mark] === true;
}
export function toggleMark(editor: Editor, mark: RichMark) {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}
export function isBlockActive(editor: Editor, type: BlockType, level?: number): boolean {
  const [match] = Editor.nodes(editor, {
    match: (n) =>
      SlateElement.isElement(n) && asRich(n).type === type && (level === undefined || asRich(n).level === level),
  });
  return !!match;
}
export function toggleBlock(editor: Editor, type: BlockType, level?: number) {
  const active = isBlockActive(editor, type, level);
  const isList = LIST_TYPES.includes(type);
  Transforms.unwrapNodes(editor, {
    match: (n) => SlateElement.isElement(n) && LIST_TYPES.includes(asRich(n).type),
    split: true,
  });
  const next = active ? 'paragraph' : isList ? 'list-item' : type;
  Transforms.setNodes(editor, { type: next, level: next === 'heading' ? level : undefined } as never, {
    match: (n) => SlateElement.isElement(n) && Editor.isBlock(editor, n),
  });
  if (!active && isList) Transforms.wrapNodes(editor, { type, children: [] } as never);
}

/** A link over the selected text (which it replaces) or at the caret; a site-relative url is a local link. */
export function insertLink(editor: Editor, text: string, url: string) {
  const local = url.startsWith('/');
  const link = { type: 'link', href: url, local, ...(local ? { pathName: url } : {}), children: [{ text }] };
  if (editor.selection && Range.isExpanded(editor.selection)) Transforms.delete(editor);
  Transforms.insertNodes(editor, link);
}

/** An image at full width, followed by an empty paragraph to go on typing in. */
export function insertImage(editor: Editor, src: string, alt: string) {
  Transforms.insertNodes(editor, [
    { type: 'image', src, alt, width: 100, children: [{ text: '' }] },
    { type: 'paragraph', children: [{ text: '' }] },
  ] as never);
}
