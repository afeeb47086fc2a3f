import { Box } from '@mui/material';
import { Editable, Slate } from 'slate-react';
import type { RichElement } from '@storefront/contract';
import { useRichTextEditor } from '../../hooks/use-rich-text-editor';
import { ImagePopover } from './ImagePopover';
import { LinkPopover } from './LinkPopover';
import { renderElement, renderLeaf } from './RichTextElements';
import { RichTextToolbar } from './RichTextToolbar';

interface RichTextEditorProps {
  value: RichElement[];
  onChange: (value: RichElement[]) => void;
  label: string;
}

/** Slate rich text with the spec's nodes and marks only (spec 3 §2). */
export function RichTextEditor({ value, onChange, label }: RichTextEditorProps) {
  const rich = useRichTextEditor();
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Slate editor={rich.editor} initialValue={value} onChange={(v) => onChange(v as unknown as RichElement[])}>
        <RichTextToolbar
          editor={rich.editor}
          onToggled={rich.refresh}
          onLink={rich.openLink}
          onImage={rich.openImage}
        />
        <Box sx={{ p: 1.5, minHeight: 140, '& [contenteditable]': { outline: 'none', minHeight: 120 } }}>
          <Editable
            aria-label={label}
            renderElement={renderElement}
            renderLeaf={renderLeaf}
            onKeyDown={rich.onKeyDown}
            placeholder="Write the card's text…"
          />
        </Box>
        {rich.linkAnchor && <LinkPopover anchor={rich.linkAnchor} onClose={rich.closeLink} onInsert={rich.addLink} />}
        {rich.imageAnchor && (
          <ImagePopover anchor={rich.imageAnchor} onClose={rich.closeImage} onInsert={rich.addImage} />
        )}
      </Slate>
    </Box>
  );
}
