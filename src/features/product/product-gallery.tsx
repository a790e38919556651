import { useState } from 'react';
import type { ProductImage } from '#shared/schemas/products.ts';
import { DishPlaceholder } from '#src/components/dish-placeholder.tsx';
import { useFirstScreenPicture } from '#src/components/media-picture.tsx';
import { noPhotoLabel, photoLabel, productTexts } from '#src/features/product/product-texts.ts';
import { mediaUrl } from '#src/lib/media-url.ts';

/** The product page's largest paint: fetched before the other pictures, which wait for it. */
function MainPhoto({ url, name }: { url: string; name: string }) {
  const settle = useFirstScreenPicture();
  return (
    <img
      className="gallery__main"
      src={mediaUrl(url)}
      alt={name}
      width={600}
      height={450}
      decoding="async"
      fetchPriority="high"
      {...settle}
    />
  );
}

/** Main photo with a row of thumbnail buttons. */
export function ProductGallery({ imgs, name }: { imgs: readonly ProductImage[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = imgs[current] ?? imgs[0];
  return (
    <div className="gallery">
      {shown ? (
        <MainPhoto url={shown.url} name={name} />
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
