import '#src/components/dish-placeholder.css';
import type { CSSProperties } from 'react';

/**
 * A dish without a photo: a drawn plate (dish-placeholder.css), not an empty grey
 * box. Decorative where the dish's name sits beside it (cards, cart and order lines); where the
 * photo would carry an alt (the product page), `label` names it.
 */
export function DishPlaceholder({
  className,
  style,
  label,
}: {
  className?: string;
  style?: CSSProperties;
  label?: string;
}) {
  const name = `dish-placeholder ${className ?? ''}`;
  return label ? (
    <span className={name} style={style} role="img" aria-label={label} />
  ) : (
    <span className={name} style={style} aria-hidden="true" />
  );
}
