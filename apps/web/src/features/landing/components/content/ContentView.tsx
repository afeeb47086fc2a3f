import { Box, Typography } from '@mui/material';
import type { ContentItem } from '@storefront/contract';
import { childrenOf } from '../../utils/content-tree';
import { CarouselView } from './CarouselView';
import { ImageContentView } from './ImageContentView';
import { ProductListView, PushProductListView, SingleProductView } from './ProductViews';
import { RichTextView } from './RichTextView';

export const NotImplemented = () => (
  <Typography variant="body2" color="text.secondary">
    Content variant not implemented
  </Typography>
);

interface ContentViewProps {
  item: ContentItem;
  /** Every item of the card: groups and carousels find their children here. */
  content: readonly ContentItem[];
  /** The card's heading, naming its carousel for screen readers. */
  label: string;
  /** Above the fold: load images at once. */
  eager?: boolean;
}

/** One content item (spec 3 §2 content types) and, for groups and carousels, its children. */
export function ContentView({ item, content, label, eager }: ContentViewProps) {
  switch (item.variant) {
    case 'text':
      return <RichTextView value={item.value} />;
    case 'image':
      return <ImageContentView item={item} eager={eager} />;
    case 'group':
      return (
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: item.direction },
            gap: 2,
            height: '100%',
            '& > *': { flex: '1 1 0', minWidth: 0 },
          }}
        >
          {childrenOf(content, item.id).map((child) => (
            <Box key={child.id}>
              <ContentView item={child} content={content} label={label} eager={eager} />
            </Box>
          ))}
        </Box>
      );
    case 'carousel':
      return (
        <CarouselView
          interval={item.interval}
          label={label}
          slides={childrenOf(content, item.id).map((child, i) => (
            <ContentView key={child.id} item={child} content={content} label={label} eager={eager && i === 0} />
          ))}
        />
      );
    case 'product':
      return <SingleProductView productKey={item.productKey} push={item.isPushProduct} />;
    case 'productList':
      return <ProductListView categoryCode={item.productSource === 'category' ? item.categoryCode : null} />;
    case 'pushProductList':
      return <PushProductListView />;
    default:
      return <NotImplemented />;
  }
}
