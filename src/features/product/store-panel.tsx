import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import type { ProductDetail } from '#shared/schemas/products.ts';
import { Button } from '#src/components/button.tsx';
import { Stars } from '#src/components/stars.tsx';
import { VerifiedBadge } from '#src/components/verified-badge.tsx';
import { productTexts } from '#src/features/product/product-texts.ts';
import { texts } from '#src/lib/texts.ts';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * 'online' when the store's status is 'available'; otherwise when the owner was last seen, from
 * the mock's `lastSeenAt` ('last seen: 25 minutes ago'), or the spec's 'last seen: 5 minutes ago'
 * when the API does not say (the hosted API sends neither field).
 */
export function onlineText(
  status: string | undefined,
  lastSeenAt?: string,
  now: number = Date.now(),
): string {
  if (status === 'available') return productTexts.online;
  const at = lastSeenAt ? Date.parse(lastSeenAt) : Number.NaN;
  if (!Number.isFinite(at)) return texts.lastSeen;
  const minutes = Math.max(0, Math.floor((now - at) / 60_000));
  if (minutes < 1) return 'last seen: just now';
  if (minutes < 60) return `last seen: ${plural(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `last seen: ${plural(hours, 'hour')} ago`;
  return `last seen: ${plural(Math.floor(hours / 24), 'day')} ago`;
}

/** Business rating as text, or 'none' when the store has no rating. */
export function ratingText(rating: number | undefined): string {
  return rating && rating > 0 ? String(Math.round(rating * 10) / 10) : productTexts.none;
}

/** The store side panel with the 'Add To Tray' button. */
export function StorePanel({
  product,
  onAdd,
}: {
  product: ProductDetail;
  onAdd: (event: MouseEvent) => void;
}) {
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
        {onlineText(product.status, product.lastSeenAt)}
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
