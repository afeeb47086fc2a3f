import { Box, Card, Typography } from '@mui/material';
import type { LandingCard } from '@storefront/contract';
import { rootOf } from '../utils/content-tree';
import { ContentView } from './content/ContentView';

/** The CSS height of a card: auto, the row's height (100%), or its px value. */
export function cardHeight(height: string): string | undefined {
  return height === 'auto' ? undefined : height === '100%' ? '100%' : height;
}

/** A card spans `width` of the grid's columns (fewer on narrow screens, where the grid has fewer). */
export function cardSpan(width: number) {
  return { xs: 'span 1', sm: `span ${Math.min(width, 2)}`, md: `span ${width}` };
}

export function LandingCardView({ card, first }: { card: LandingCard; first: boolean }) {
  const root = rootOf(card);
  const fullBleed = root?.variant === 'carousel' || (root?.variant === 'image' && !card.heading);
  return (
    <Card
      component="section"
      aria-label={card.heading || undefined}
      sx={{
        gridColumn: cardSpan(card.width),
        // Auto: as tall as its content; the others fill (or set) the row's height.
        alignSelf: card.height === 'auto' ? 'start' : 'stretch',
        // On a phone a picture or carousel card is 2:1 (the 600 px of a carousel would fill the screen), other fixed heights at most 260 px.
        ...(fullBleed && card.height !== 'auto'
          ? { aspectRatio: { xs: '2 / 1', sm: 'auto' }, height: { xs: 'auto', sm: cardHeight(card.height) } }
          : {
              height: cardHeight(card.height),
              maxHeight: { xs: card.height.endsWith('px') ? 260 : undefined, sm: 'none' },
            }),
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      }}
    >
      {card.heading && (
        <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5, pb: 1 }}>
          {card.heading}
        </Typography>
      )}
      <Box
        sx={{
          flexGrow: 1,
          minHeight: 0,
          overflow: fullBleed ? 'hidden' : 'auto',
          p: fullBleed ? 0 : 2,
          pt: card.heading && !fullBleed ? 0 : undefined,
        }}
      >
        {root ? (
          <ContentView item={root} content={card.content} label={card.heading || 'Featured'} eager={first} />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
            No Content
          </Typography>
        )}
      </Box>
    </Card>
  );
}
