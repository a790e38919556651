import '#src/components/cards.css';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Product } from '#shared/schemas/products.ts';
import { DishPlaceholder } from '#src/components/dish-placeholder.tsx';
import { MediaPicture } from '#src/components/media-picture.tsx';
import { Money } from '#src/components/money.tsx';
import { VisuallyHidden } from '#src/components/visually-hidden.tsx';
import { cutCardText } from '#src/lib/text-format.ts';

export interface ProductCardProps {
  product: Pick<Product, '_id' | 'name' | 'desc' | 'price' | 'imgs'>;
  /** 170 px by default, 180 px on /kitchen (spec section 9). */
  imageHeight?: 170 | 180;
  /** Controls under the card (the store page's quantity buttons). */
  children?: ReactNode;
  /** One of the first cards on the screen: its picture is fetched at once (see MediaPicture). */
  priority?: boolean;
  /** h2 where the list sits right under the page's h1, h3 under a section's h2. */
  heading?: 'h2' | 'h3';
}

/**
 * Product card: image, the dish's whole name (two lines at most), description cut at 15
 * characters (spec; the whole of it for screen readers, which cannot see the hover title and
 * would read the cut word as it is), price as N plus decimals.
 */
export function ProductCard({
  product,
  imageHeight = 170,
  children,
  priority = false,
  heading: Heading = 'h3',
}: ProductCardProps) {
  return (
    <article className="product-card">
      <Link href={`/product/${product._id}`} className="product-card__link">
        <MediaPicture
          className="product-card__img"
          src={product.imgs[0]?.url}
          width={300}
          height={imageHeight}
          style={{ height: imageHeight }}
          priority={priority}
          fallback={
            <DishPlaceholder className="product-card__img" style={{ height: imageHeight }} />
          }
        />
        {/* The whole name, clamped to two lines by CSS (a cut name hid which dish it was). */}
        <Heading className="product-card__name" title={product.name}>
          {product.name}
        </Heading>
      </Link>
      <p className="product-card__desc" title={product.desc}>
        <span aria-hidden="true">{cutCardText(product.desc)}</span>
        <VisuallyHidden>{product.desc}</VisuallyHidden>
      </p>
      <p className="product-card__price">
        <Money naira={product.price} />
      </p>
      {children}
    </article>
  );
}
