import { useState } from 'react';
import { Box, ButtonBase } from '@mui/material';
import type { Product } from '@storefront/contract';
import type { ImageFit } from '@storefront/domain';
import { ProductImage } from './ProductImage';

interface ProductGalleryProps {
  product: Product;
  fit: ImageFit;
  missingImage: string | null;
}

/** The main picture and, when there are several, a row of 64x64 thumbnails that choose it (spec 1 §2). */
export function ProductGallery({ product, fit, missingImage }: ProductGalleryProps) {
  const images =
    product.detailImages.length > 0
      ? product.detailImages
      : product.cardImage
        ? [{ image: product.cardImage, thumbnail: product.thumbnailImage ?? product.cardImage }]
        : [];
  const [chosen, setChosen] = useState(0);
  const current = images[Math.min(chosen, images.length - 1)];

  return (
    <Box>
      <Box
        sx={{
          aspectRatio: '1 / 1',
          width: '100%',
          maxWidth: 440,
          mx: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 3,
          overflow: 'hidden',
        }}
      >
        <ProductImage
          src={current?.image ?? null}
          alt={product.description}
          fit={fit}
          missingImage={missingImage}
          intrinsicSize={400}
          eager
        />
      </Box>
      {images.length > 1 && (
        <Box
          role="group"
          aria-label="Product images"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5, justifyContent: 'center' }}
        >
          {images.map((img, i) => (
            <ButtonBase
              key={img.image}
              onClick={() => setChosen(i)}
              aria-label={`Show image ${i + 1} of ${images.length}`}
              aria-pressed={i === chosen}
              sx={{
                width: 64,
                height: 64,
                borderRadius: 1.5,
                overflow: 'hidden',
                border: 2,
                borderColor: i === chosen ? 'primary.main' : 'divider',
                bgcolor: '#fff',
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: 2 },
              }}
            >
              <Box
                component="img"
                src={img.thumbnail}
                alt=""
                width={64}
                height={64}
                sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
              />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
