import type { ReactNode } from 'react';
import { Divider, IconButton, Stack, ToggleButton, Tooltip } from '@mui/material';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Code from '@mui/icons-material/Code';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import type { Editor } from 'slate';
import type { RichMark } from '@storefront/domain';
import { type BlockType, isBlockActive, isMarkActive, toggleBlock, toggleMark } from '../../utils/rich-text-commands';

interface RichTextToolbarProps {
  editor: Editor;
  /** After a mark or block changed: the buttons show the new state. */
  onToggled: () => void;
  onLink: (anchor: HTMLElement) => void;
  onImage: (anchor: HTMLElement) => void;
}

/** Text formatting (spec 3 §2): the marks, the blocks, Insert link and Insert image. */
export function RichTextToolbar({ editor, onToggled, onLink, onImage }: RichTextToolbarProps) {
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
          onToggled();
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
          onToggled();
        }}
      >
        {icon}
      </ToggleButton>
    </Tooltip>
  );

  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label="Text formatting"
      sx={{
        flexWrap: 'wrap',
        gap: 0.5,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        '& .MuiToggleButton-root': { border: 0, minWidth: 34 },
      }}
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
        <IconButton size="small" aria-label="Insert link" onClick={(e) => onLink(e.currentTarget)}>
          <LinkIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Insert image">
        <IconButton size="small" aria-label="Insert image" onClick={(e) => onImage(e.currentTarget)}>
          <ImageOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
