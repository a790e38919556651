import { formatNaira, formatNairaAmount } from '#shared/money.ts';

/**
 * An amount as the app writes it (`N` plus two decimals) in a `.money` span, which never wraps:
 * the page's `overflow-wrap: anywhere` (for people's long words) would otherwise split a narrow
 * cell's amount in two ('N3,400.0' over '0'). Integer `kobo`, or wire `naira`.
 */
export function Money(props: { kobo: number } | { naira: number }) {
  const text = 'kobo' in props ? formatNaira(props.kobo) : formatNairaAmount(props.naira);
  return <span className="money">{text}</span>;
}
