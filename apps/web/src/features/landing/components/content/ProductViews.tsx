import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useProduct } from '../../../../lib/catalogue/api/get-product';
import { useLandingProductList, usePushProducts, LANDING_LIST_SIZE } from '../../api/get-landing-products';
import { ProductTile, ProductTileSkeleton } from './ProductTile';

/** Tiles in rows that wrap: as many 140 px (or wider) columns as fit, two on a phone. */
function TileRow({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1.5 }}>
      {children}
    </Box>
  );
}

function Skeletons({ count }: { count: number }) {
  return (
    <TileRow>
      {Array.from({ length: count }, (_, i) => (
        <ProductTileSkeleton key={i} />
      ))}
    </TileRow>
  );
}

const Note = ({ text }: { text: string }) => (
  <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
    {text}
  </Typography>
);

export function SingleProductView({ productKey, push }: { productKey: number | null; push: boolean }) {
  const product = useProduct(productKey);
  if (productKey === null) return <Note text="No Content" />;
  if (product.isPending) return <ProductTileSkeleton />;
  if (product.isError) return <Note text="This product is unavailable." />;
  return <ProductTile product={product.data} push={push} />;
}

export function ProductListView({ categoryCode }: { categoryCode: string | null }) {
  const list = useLandingProductList(categoryCode);
  if (list.isPending) return <Skeletons count={4} />;
  if (list.isError) return <Note text="Products could not be loaded." />;
  if (list.data.products.length === 0) return <Note text="No Results" />;
  return (
    <TileRow>
      {list.data.products.map((p) => (
        <ProductTile key={p.productKey} product={p} />
      ))}
    </TileRow>
  );
}

export function PushProductListView() {
  const { keys, products } = usePushProducts();
  if (keys.isPending) return <Skeletons count={4} />;
  if (keys.isError) return <Note text="Products could not be loaded." />;
  if (keys.data.length === 0) return <Note text="No Results" />;
  return (
    <TileRow>
      {products
        .slice(0, LANDING_LIST_SIZE)
        .map((q, i) =>
          q.data ? (
            <ProductTile key={q.data.productKey} product={q.data} push />
          ) : q.isPending ? (
            <ProductTileSkeleton key={`s${i}`} />
          ) : null,
        )}
    </TileRow>
  );
}
