import { Link } from 'wouter';
import type { ProductDetail } from '#src/api/schemas/product.ts';
import { Button } from '#src/components/button.tsx';
import { Stars } from '#src/components/stars.tsx';
import { VerifiedBadge } from '#src/components/verified-badge.tsx';
import { productTexts } from '#src/features/product/product-texts.ts';
import { texts } from '#src/lib/texts.ts';

/** 'online' when the store's status is 'available', otherwise 'last seen: 5 minutes ago'. */
export function onlineText(status: string | undefined): string {
  return status === 'available' ? productTexts.online : texts.lastSeen;
}

/** Business rating as text, or 'none' when the store has no rating. */
export function ratingText(rating: number | undefined): string {
  return rating && rating > 0 ? String(Math.round(rating * 10) / 10) : productTexts.none;
}

/** The store side panel with the 'Add To Tray' button. */
export function StorePanel({ product, onAdd }: { product: ProductDetail; onAdd: () => void }) {
  const online = product.status === 'available';
  return (
    <aside className="store-panel" aria-label={product.businessName || 'Store'}>
      <Link href={`/kitchen/${product.userId}`} className="store-panel__name">
        {product.businessName}
      </Link>
      <p className="store-panel__line">
        <span className="store-panel__key">{productTexts.address}: </span>
        {product.physicalAddress}
      </p>
      <p className="store-panel__line">
        <span className="store-panel__key">{productTexts.rating}: </span>
        {ratingText(product.rating)}
      </p>
      <Stars rating={product.rating} label={productTexts.storeRating} />
      <p className={`store-panel__status${online ? ' store-panel__status--online' : ''}`}>
        <span className="store-panel__dot" aria-hidden="true" />
        {onlineText(product.status)}
      </p>
      <p className="store-panel__line store-panel__verified">
        {product.verified ? <VerifiedBadge label="" /> : null}
        {product.verified ? productTexts.verified : productTexts.notVerified}
      </p>
      <Button size="large" onClick={onAdd} className="store-panel__add">
        {productTexts.addToTray}
      </Button>
    </aside>
  );
}
