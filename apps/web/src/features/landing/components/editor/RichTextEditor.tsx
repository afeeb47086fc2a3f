import { type KeyboardEvent, type ReactNode, useMemo, useState } from 'react';
import { Box, Button, Divider, IconButton, Popover, Stack, TextField, ToggleButton, Tooltip } from '@mui/material';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Code from '@mui/icons-material/Code';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import { createEditor, Editor, Element as SlateElement, Range, Transforms } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, ReactEditor, type RenderElementProps, type RenderLeafProps, Slate, useSlateStatic, withReact } from 'slate-react';
import type { RichElement, RichText } from '@storefront/contract';
import { isSafeImageSrc, isSafeLandingUrl, type RichMark } from '@storefront/domain';
import { normaliseQuotes, resizeStep } from '../../utils/paste-text';

type BlockType = 'paragraph' | 'quote' | 'code' | 'unordered-list' | 'ordered-list' | 'heading';
const LIST_TYPES = ['unordered-list', 'ordered-list'];

function withLanding(editor: ReactEditor): ReactEditor {
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

const asRich = (el: unknown) => el as RichElement;

function isMarkActive(editor: Editor, mark: RichMark): boolean {
  const marks: Record<string, unknown> = Editor.marks(editor) ?? {};
  return marks[mark] === true;
}
function toggleMark(editor: Editor, mark: RichMark) {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}
function isBlockActive(editor: Editor, type: BlockType, level?: number): boolean {
  const [match] = Editor.nodes(editor, {
    match: (n) => SlateElement.isElement(n) && asRich(n).type === type && (level === undefined || asRich(n).level === level),
  });
  return !!match;
}
function toggleBlock(editor: Editor, type: BlockType, level?: number) {
  const active = isBlockActive(editor, type, level);
  const isList = LIST_TYPES.includes(type);
  Transforms.unwrapNodes(editor, { match: (n) => SlateElement.isElement(n) && LIST_TYPES.includes(asRich(n).type), split: true });
  const next = active ? 'paragraph' : isList ? 'list-item' : type;
  Transforms.setNodes(editor, { type: next, level: next === 'heading' ? level : undefined } as never, {
    match: (n) => SlateElement.isElement(n) && Editor.isBlock(editor, n),
  });
  if (!active && isList) Transforms.wrapNodes(editor, { type, children: [] } as never);
}

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
        <Stack direction="row" sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper', borderRadius: 1 }}>
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

function renderElement(props: RenderElementProps) {
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

function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  const l = leaf as RichText;
  let out = children as ReactNode;
  if (l.code) out = <code>{out}</code>;
  if (l.underlined) out = <u>{out}</u>;
  if (l.italic) out = <em>{out}</em>;
  if (l.bold) out = <strong>{out}</strong>;
  return <span {...attributes}>{out}</span>;
}

const HOTKEYS: Record<string, RichMark> = { b: 'bold', i: 'italic', u: 'underlined', '`': 'code' };

/** Spec 3 §2: a link needs both its text and its url; the url must be http(s), mailto or site-relative. */
function LinkPopover({ anchor, onClose, onInsert }: { anchor: HTMLElement | null; onClose: () => void; onInsert: (text: string, url: string) => void }) {
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const urlOk = isSafeLandingUrl(url.trim());
  return (
    <Popover open={!!anchor} anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Stack spacing={1.5} sx={{ p: 2, width: 300 }}>
        <TextField label="Text" size="small" required value={text} onChange={(e) => setText(e.target.value)} autoFocus />
        <TextField
          label="URL"
          size="small"
          required
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={url !== '' && !urlOk}
          helperText="https://…, mailto:… or /a/page/of/this/site"
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" disabled={!text.trim() || !urlOk} onClick={() => onInsert(text.trim(), url.trim())}>
            Insert Link
          </Button>
        </Stack>
      </Stack>
    </Popover>
  );
}

function ImagePopover({ anchor, onClose, onInsert }: { anchor: HTMLElement | null; onClose: () => void; onInsert: (src: string, alt: string) => void }) {
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const ok = isSafeImageSrc(src.trim());
  return (
    <Popover open={!!anchor} anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Stack spacing={1.5} sx={{ p: 2, width: 300 }}>
        <TextField
          label="Image URL"
          size="small"
          required
          value={src}
          onChange={(e) => setSrc(e.target.value)}
          error={src !== '' && !ok}
          helperText={src !== '' && !ok ? 'An uploaded image of this site: /img/…' : ' '}
          autoFocus
        />
        <TextField label="Alt text" size="small" value={alt} onChange={(e) => setAlt(e.target.value.slice(0, 40))} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" disabled={!ok} onClick={() => onInsert(src.trim(), alt)}>
            Insert Image
          </Button>
        </Stack>
      </Stack>
    </Popover>
  );
}

interface RichTextEditorProps {
  value: RichElement[];
  onChange: (value: RichElement[]) => void;
  label: string;
}

/** Slate rich text with the spec's nodes and marks only (spec 3 §2). */
export function RichTextEditor({ value, onChange, label }: RichTextEditorProps) {
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
  const markButton = (mark: RichMark, title: string, icon: ReactNode) => (
    <Tooltip title={title}>
      <ToggleButton
        value={mark}
        size="small"
        aria-label={title}
        selected={isMarkActive(editor, mark)}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => {
          toggleMark(editor, mark);
          force((n) => n + 1);
        }}
      >
        {icon}
      </ToggleButton>
    </Tooltip>
  );
  const blockButton = (type: BlockType, title: string, icon: ReactNode, level?: number) => (
    <Tooltip title={title}>
      <ToggleButton
        value={`${type}${level ?? ''}`}
        size="small"
        // The visible 'H1' must be part of the name (WCAG 2.5.3).
        aria-label={level ? `H${level} ${title}` : title}
        selected={isBlockActive(editor, type, level)}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => {
          toggleBlock(editor, type, level);
          force((n) => n + 1);
        }}
      >
        {icon}
      </ToggleButton>
    </Tooltip>
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    const mark = HOTKEYS[event.key.toLowerCase()];
    if (mark) {
      event.preventDefault();
      toggleMark(editor, mark);
    }
  };

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Slate editor={editor} initialValue={value} onChange={(v) => onChange(v as unknown as RichElement[])}>
        <Stack
          direction="row"
          role="toolbar"
          aria-label="Text formatting"
          sx={{ flexWrap: 'wrap', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider', '& .MuiToggleButton-root': { border: 0, minWidth: 34 } }}
        >
          {markButton('bold', 'Bold', <FormatBold fontSize="small" />)}
          {markButton('italic', 'Italic', <FormatItalic fontSize="small" />)}
          {markButton('underlined', 'Underline', <FormatUnderlined fontSize="small" />)}
          {markButton('code', 'Code', <Code fontSize="small" />)}
          <Divider orientation="vertical" flexItem />
          {blockButton('heading', 'Heading 1', <b>H1</b>, 1)}
          {blockButton('heading', 'Heading 2', <b>H2</b>, 2)}
          {blockButton('heading', 'Heading 3', <b>H3</b>, 3)}
          {blockButton('quote', 'Quote', <FormatQuote fontSize="small" />)}
          {blockButton('code', 'Code block', <b>{'{}'}</b>)}
          {blockButton('unordered-list', 'Bulleted list', <FormatListBulleted fontSize="small" />)}
          {blockButton('ordered-list', 'Numbered list', <FormatListNumbered fontSize="small" />)}
          <Divider orientation="vertical" flexItem />
          <Tooltip title="Insert link">
            <IconButton
              size="small"
              aria-label="Insert link"
              onClick={(e) => {
                keep();
                setLinkAnchor(e.currentTarget);
              }}
            >
              <LinkIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Insert image">
            <IconButton
              size="small"
              aria-label="Insert image"
              onClick={(e) => {
                keep();
                setImageAnchor(e.currentTarget);
              }}
            >
              <ImageOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
        <Box sx={{ p: 1.5, minHeight: 140, '& [contenteditable]': { outline: 'none', minHeight: 120 } }}>
          <Editable aria-label={label} renderElement={renderElement} renderLeaf={renderLeaf} onKeyDown={onKeyDown} placeholder="Write the card's text…" />
        </Box>
        {linkAnchor && (
          <LinkPopover
            anchor={linkAnchor}
            onClose={() => setLinkAnchor(null)}
            onInsert={(text, url) => {
              setLinkAnchor(null);
              restore();
              const local = url.startsWith('/');
              const link = { type: 'link', href: url, local, ...(local ? { pathName: url } : {}), children: [{ text }] };
              if (editor.selection && Range.isExpanded(editor.selection)) Transforms.delete(editor);
              Transforms.insertNodes(editor, link);
            }}
          />
        )}
        {imageAnchor && (
          <ImagePopover
            anchor={imageAnchor}
            onClose={() => setImageAnchor(null)}
            onInsert={(src, alt) => {
              setImageAnchor(null);
              restore();
              Transforms.insertNodes(editor, [
                { type: 'image', src, alt, width: 100, children: [{ text: '' }] },
                { type: 'paragraph', children: [{ text: '' }] },
              ] as never);
            }}
          />
        )}
      </Slate>
    </Box>
  );
}
