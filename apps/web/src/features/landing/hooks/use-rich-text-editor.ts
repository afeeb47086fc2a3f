import { type KeyboardEvent, useMemo, useState } from 'react';
import { createEditor, type Range, Transforms } from 'slate';
import { withHistory } from 'slate-history';
import { ReactEditor, withReact } from 'slate-react';
import { HOTKEYS, insertImage, insertLink, toggleMark, withLanding } from '../utils/rich-text-commands';

/** The rich text editor's Slate editor, its mark hotkeys, and the link and image popovers (which keep the selection while open). */
export function useRichTextEditor() {
  const editor = useMemo(() => withLanding(withHistory(withReact(createEditor()))), []);
  const [linkAnchor, setLinkAnchor] = useState<HTMLElement | null>(null);
  const [imageAnchor, setImageAnchor] = useState<HTMLElement | null>(null);
  const [selection, setSelection] = useState<Range | null>(null);
  const [, force] = useState(0);

  const keep = () => setSelection(editor.selection);
  const restore = () => {
    if (selection) Transforms.select(editor, selection);
    ReactEditor.focus(editor);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    const mark = HOTKEYS[event.key.toLowerCase()];
    if (mark) {
      event.preventDefault();
      toggleMark(editor, mark);
    }
  };

  return {
    editor,
    onKeyDown,
    /** Redraws the toolbar after a button changed a mark or block. */
    refresh: () => force((n) => n + 1),
    linkAnchor,
    openLink: (anchor: HTMLElement) => {
      keep();
      setLinkAnchor(anchor);
    },
    closeLink: () => setLinkAnchor(null),
    addLink: (text: string, url: string) => {
      setLinkAnchor(null);
      restore();
      insertLink(editor, text, url);
    },
    imageAnchor,
    openImage: (anchor: HTMLElement) => {
      keep();
      setImageAnchor(anchor);
    },
    closeImage: () => setImageAnchor(null),
    addImage: (src: string, alt: string) => {
      setImageAnchor(null);
      restore();
      insertImage(editor, src, alt);
    },
  };
}
