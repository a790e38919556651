import type { CSSProperties } from 'react';

/** The drawing: a plate of food with fork, knife and steam on a warm ground. */
const plate = (
  <>
    <rect width="120" height="90" fill="#fdf1dc" />
    <ellipse cx="60" cy="52" rx="31" ry="23" fill="#fff" stroke="#e3c89c" strokeWidth="3" />
    <ellipse cx="60" cy="52" rx="19" ry="13" fill="#e8793a" />
    <circle cx="53" cy="49" r="3" fill="#f6c453" />
    <circle cx="66" cy="55" r="3" fill="#3f8f4f" />
    <g fill="none" stroke="#b9925a" strokeWidth="3" strokeLinecap="round">
      <path d="M18 30v10a4 4 0 0 0 8 0V30M22 44v28" />
      <path d="M100 30c-6 6-6 16 0 18v24" />
      <path d="M52 24c-3-4 3-6 0-10M62 24c-3-4 3-6 0-10M72 24c-3-4 3-6 0-10" strokeWidth="2" />
    </g>
  </>
);

/**
 * A dish without a photo (issue 28 #3): a drawn plate, not an empty grey box. Decorative where
 * the dish's name sits beside it (cards, cart and order lines); where the photo would carry an
 * alt (the product page), `label` names it.
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
  const shared = {
    className: `dish-placeholder ${className ?? ''}`,
    style,
    viewBox: '0 0 120 90',
    preserveAspectRatio: 'xMidYMid meet',
    focusable: 'false' as const,
  };
  return label ? (
    <svg {...shared} role="img" aria-label={label}>
      {plate}
    </svg>
  ) : (
    <svg {...shared} aria-hidden="true">
      {plate}
    </svg>
  );
}
