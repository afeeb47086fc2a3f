import type { ReactNode } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { RichElement, RichText } from '@storefront/contract';
import { isSafeImageSrc, isSafeLandingUrl } from '@storefront/domain';
import { useLandingPreview } from './landing-preview';

type RichNode = RichElement | RichText;
const HEADING_VARIANTS = { 1: 'h4', 2: 'h5', 3: 'h6', 4: 'subtitle1', 5: 'subtitle2', 6: 'subtitle2' } as const;

function Leaf({ leaf }: { leaf: RichText }) {
  let out: ReactNode = leaf.text;
  if (leaf.code) out = <code>{out}</code>;
  if (leaf.underlined) out = <u>{out}</u>;
  if (leaf.italic) out = <em>{out}</em>;
  if (leaf.bold) out = <strong>{out}</strong>;
  return <>{out}</>;
}

function Children({ nodes }: { nodes: readonly RichNode[] }) {
  return (
    <>
      {nodes.map((node, i) => (
        <RichNodeView key={i} node={node} />
      ))}
    </>
  );
}

/**
 * One node of the stored tree as React elements: only the spec's node types and marks exist
 * here, text is always text (never parsed as HTML), and an address that is not http(s),
 * mailto or site-relative is dropped even though the server already refused it.
 */
function RichNodeView({ node }: { node: RichNode }) {
  const preview = useLandingPreview();
  if (!('type' in node)) return <Leaf leaf={node} />;
  const inner = <Children nodes={node.children} />;
  switch (node.type) {
    case 'paragraph':
      return <Typography sx={{ mb: 1 }}>{inner}</Typography>;
    case 'quote':
      return (
        <Box
          component="blockquote"
          sx={{ m: 0, mb: 1, pl: 2, borderLeft: 4, borderColor: 'divider', color: 'text.secondary' }}
        >
          {inner}
        </Box>
      );
    case 'code':
      return (
        <Box
          component="pre"
          sx={{ m: 0, mb: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 14 }}
        >
          <code>{inner}</code>
        </Box>
      );
    case 'unordered-list':
      return (
        <Box component="ul" sx={{ mt: 0, mb: 1, pl: 3 }}>
          {inner}
        </Box>
      );
    case 'ordered-list':
      return (
        <Box component="ol" sx={{ mt: 0, mb: 1, pl: 3 }}>
          {inner}
        </Box>
      );
    case 'list-item':
      return (
        <Typography component="li" sx={{ mb: 0.5 }}>
          {inner}
        </Typography>
      );
    case 'heading': {
      const level = Math.min(6, Math.max(1, node.level ?? 2)) as 1 | 2 | 3 | 4 | 5 | 6;
      return (
        <Typography component={`h${level}`} variant={HEADING_VARIANTS[level]} sx={{ mb: 1 }}>
          {inner}
        </Typography>
      );
    }
    case 'image':
      return node.src && isSafeImageSrc(node.src) ? (
        <Box
          component="img"
          src={node.src}
          alt={node.alt ?? ''}
          sx={{ display: 'block', width: `${node.width ?? 100}%`, maxWidth: '100%', height: 'auto', my: 1 }}
        />
      ) : null;
    case 'link': {
      if (!node.href || !isSafeLandingUrl(node.href)) return inner;
      if (preview) {
        return (
          <Box component="span" sx={{ color: 'primary.main', textDecoration: 'underline' }}>
            {inner}
          </Box>
        );
      }
      if (node.href.startsWith('/')) {
        return (
          <Link component={RouterLink} to={node.href}>
            {inner}
          </Link>
        );
      }
      return (
        <Link
          href={node.href}
          rel="noopener noreferrer"
          target={node.href.startsWith('mailto:') ? undefined : '_blank'}
        >
          {inner}
        </Link>
      );
    }
  }
}

export function RichTextView({ value }: { value: readonly RichElement[] }) {
  return (
    <Box sx={{ '& > :last-child': { mb: 0 } }}>
      <Children nodes={value} />
    </Box>
  );
}
