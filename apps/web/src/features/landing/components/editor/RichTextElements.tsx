import type { ReactNode } from 'react';
import { Box, IconButton, Stack } from '@mui/material';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import { Transforms } from 'slate';
import { ReactEditor, type RenderElementProps, type RenderLeafProps, useSlateStatic } from 'slate-react';
import type { RichText } from '@storefront/contract';
import { resizeStep } from '../../utils/paste-text';
import { asRich } from '../../utils/rich-text-commands';

function ImageElement({ attributes, children, element }: RenderElementProps) {
  const editor = useSlateStatic() as ReactEditor;
  const image = asRich(element);
  const resize = (direction: 1 | -1) => {
    const path = ReactEditor.findPath(editor, element);
    Transforms.setNodes(editor, { width: resizeStep(image.width, direction) } as never, { at: path });
  };
  return (
    <Box {...attributes} sx={{ my: 1 }}>
      <Box contentEditable={false} sx={{ position: 'relative', width: `${image.width ?? 100}%` }}>
        <Box component="img" src={image.src} alt={image.alt ?? ''} sx={{ display: 'block', width: '100%' }} />
        <Stack
          direction="row"
          sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper', borderRadius: 1 }}
        >
          <IconButton size="small" aria-label="Make image smaller" onClick={() => resize(-1)}>
            <ZoomOut fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label="Make image larger" onClick={() => resize(1)}>
            <ZoomIn fontSize="small" />
          </IconButton>
        </Stack>
      </Box>
      {children}
    </Box>
  );
}

/** How the editor draws each of the spec's nodes (spec 3 §2). */
export function renderElement(props: RenderElementProps) {
  const { attributes, element } = props;
  const children = props.children as ReactNode;
  const el = asRich(element);
  switch (el.type) {
    case 'quote':
      return (
        <Box component="blockquote" {...attributes} sx={{ m: 0, pl: 2, borderLeft: 4, borderColor: 'divider' }}>
          {children}
        </Box>
      );
    case 'code':
      return (
        <Box component="pre" {...attributes} sx={{ m: 0, p: 1, bgcolor: 'action.hover' }}>
          <code>{children}</code>
        </Box>
      );
    case 'unordered-list':
      return <ul {...attributes}>{children}</ul>;
    case 'ordered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'heading': {
      const Tag = `h${el.level ?? 2}` as 'h2';
      return (
        <Tag {...attributes} style={{ margin: '0.3em 0' }}>
          {children}
        </Tag>
      );
    }
    case 'link':
      return (
        <a {...attributes} href={el.href} onClick={(e) => e.preventDefault()}>
          {children}
        </a>
      );
    case 'image':
      return <ImageElement {...props} />;
    default:
      return (
        <p {...attributes} style={{ margin: '0 0 0.5em' }}>
          {children}
        </p>
      );
  }
}

/** How the editor draws the spec's marks. */
export function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  const l = leaf as RichText;
  let out = children as ReactNode;
  if (l.code) out = <code>{out}</code>;
  if (l.underlined) out = <u>{out}</u>;
  if (l.italic) out = <em>{out}</em>;
  if (l.bold) out = <strong>{out}</strong>;
  return <span {...attributes}>{out}</span>;
}
