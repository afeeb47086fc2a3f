import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  IconButton,
  InputLabel,
  MenuItem,
  Select,
  Slider,
  Stack,
  Typography,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { type ContentItem, type ContentVariant } from '@storefront/contract';
import { allowedContentTypes, LANDING_LIMITS as L } from '@storefront/domain';
import { useCategories } from '../../../../lib/catalogue/api/get-categories';
import { childrenOf } from '../../utils/content-tree';
import { newItem, removeItem, replaceItem } from '../../utils/content-edit';
import { ImageItemEditor } from './ImageItemEditor';
import { ProductPicker } from './ProductPicker';
import { RichTextEditor } from './RichTextEditor';

interface ItemEditorProps {
  item: ContentItem;
  content: ContentItem[];
  onContentChange: (content: ContentItem[]) => void;
}

function ProductListEditor({
  item,
  onChange,
}: {
  item: Extract<ContentItem, { variant: 'productList' }>;
  onChange: (item: ContentItem) => void;
}) {
  const categories = useCategories();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <FormControl size="small" sx={{ minWidth: 160 }}>
        <InputLabel id={`${item.id}-source`}>Product source</InputLabel>
        <Select
          labelId={`${item.id}-source`}
          label="Product source"
          value={item.productSource}
          onChange={(e) => onChange({ ...item, productSource: e.target.value })}
        >
          <MenuItem value="category">A category</MenuItem>
          <MenuItem value="all">All products</MenuItem>
        </Select>
      </FormControl>
      {item.productSource === 'category' && (
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id={`${item.id}-category`}>Category</InputLabel>
          <Select
            labelId={`${item.id}-category`}
            label="Category"
            value={item.categoryCode ?? ''}
            onChange={(e) => {
              const chosen = categories.data?.find((c) => c.code === e.target.value);
              onChange({ ...item, categoryCode: chosen?.code ?? null, category: chosen?.description ?? '' });
            }}
          >
            {(categories.data ?? []).map((c) => (
              <MenuItem key={c.code} value={c.code}>
                {c.description}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
    </Stack>
  );
}

export const TYPE_LABELS: Record<ContentVariant, string> = {
  text: 'Text',
  image: 'Image',
  group: 'Group',
  carousel: 'Carousel',
  product: 'Product',
  productList: 'Product list',
  pushProductList: 'Push product list',
};

/** The children of a group or carousel: each with its editor, a type to add (spec 3 §2: a carousel offers fewer), and Remove. */
function ChildrenEditor({ item, content, onContentChange }: ItemEditorProps) {
  const children = childrenOf(content, item.id);
  const types = allowedContentTypes(item.variant) as ContentVariant[];
  return (
    <Stack spacing={1.5}>
      {children.map((child, i) => (
        <Box key={child.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
              {item.variant === 'carousel' ? 'Slide' : 'Item'} {i + 1}: {TYPE_LABELS[child.variant]}
            </Typography>
            <IconButton
              aria-label={`Remove ${TYPE_LABELS[child.variant]} ${i + 1}`}
              onClick={() => onContentChange(removeItem(content, child.id))}
            >
              <DeleteOutline />
            </IconButton>
          </Stack>
          <ContentItemEditor item={child} content={content} onContentChange={onContentChange} />
        </Box>
      ))}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {types.map((t) => (
          <Button
            key={t}
            size="small"
            variant="outlined"
            startIcon={<AddOutlined />}
            onClick={() => onContentChange([...content, newItem(t, item.id)])}
          >
            {TYPE_LABELS[t]}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}

/** The editor of one content item (and, for groups and carousels, of its children). */
export function ContentItemEditor({ item, content, onContentChange }: ItemEditorProps) {
  const change = (next: ContentItem) => onContentChange(replaceItem(content, next));
  switch (item.variant) {
    case 'text':
      return <RichTextEditor label="Text" value={item.value} onChange={(value) => change({ ...item, value })} />;
    case 'image':
      return <ImageItemEditor item={item} onChange={change} />;
    case 'group':
      return (
        <Stack spacing={2}>
          <FormControl size="small" sx={{ maxWidth: 200 }}>
            <InputLabel id={`${item.id}-direction`}>Direction</InputLabel>
            <Select
              labelId={`${item.id}-direction`}
              label="Direction"
              value={item.direction}
              onChange={(e) => change({ ...item, direction: e.target.value })}
            >
              <MenuItem value="row">Row</MenuItem>
              <MenuItem value="column">Column</MenuItem>
            </Select>
          </FormControl>
          <ChildrenEditor item={item} content={content} onContentChange={onContentChange} />
        </Stack>
      );
    case 'carousel':
      return (
        <Stack spacing={2}>
          <Box sx={{ maxWidth: 320 }}>
            <Typography id={`${item.id}-interval`} variant="body2" gutterBottom>
              Interval: {item.interval === 0 ? 'off' : `${item.interval} s`}
            </Typography>
            <Slider
              aria-labelledby={`${item.id}-interval`}
              value={item.interval}
              min={L.carouselIntervalMin}
              max={L.carouselIntervalMax}
              step={1}
              marks
              valueLabelDisplay="auto"
              onChange={(_e, v) => change({ ...item, interval: v })}
            />
          </Box>
          <ChildrenEditor item={item} content={content} onContentChange={onContentChange} />
        </Stack>
      );
    case 'product':
      return (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 2 }}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <ProductPicker productKey={item.productKey} onChange={(productKey) => change({ ...item, productKey })} />
          <FormControlLabel
            sx={{ flexShrink: 0 }}
            control={
              <Checkbox
                checked={item.isPushProduct}
                onChange={(e) => change({ ...item, isPushProduct: e.target.checked })}
              />
            }
            label="Push product"
          />
        </Stack>
      );
    case 'productList':
      return <ProductListEditor item={item} onChange={change} />;
    case 'pushProductList':
      return (
        <Typography variant="body2" color="text.secondary">
          Shows the push products in their sequence.
        </Typography>
      );
  }
}
