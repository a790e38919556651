import { useState } from 'react';
import type { ProductImage } from '#shared/schemas/products.ts';
import { DishPlaceholder } from '#src/components/dish-placeholder.tsx';
import { noPhotoLabel, photoLabel, productTexts } from '#src/features/product/product-texts.ts';
import { mediaUrl } from '#src/lib/media-url.ts';

/** Main photo with a row of thumbnail buttons. */
export function ProductGallery({ imgs, name }: { imgs: readonly ProductImage[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = imgs[current] ?? imgs[0];
  return (
    <div className="gallery">
      {shown ? (
        <img
          className="gallery__main"
          src={mediaUrl(shown.url)}
          alt={name}
          width={600}
          height={450}
          decoding="async"
          // The product page's largest paint: fetched before the other pictures.
          fetchPriority="high"
        />
      ) : (
        <DishPlaceholder className="gallery__main" label={noPhotoLabel(name)} />
      )}
      {imgs.length > 1 ? (
        <ul className="gallery__thumbs" aria-label={productTexts.thumbnails}>
          {imgs.map((img, index) => (
            <li key={img.imgId || img.url}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={photoLabel(index, imgs.length)}
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
              >
                <img src={mediaUrl(img.url)} alt="" width={72} height={54} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
