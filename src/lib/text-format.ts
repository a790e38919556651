// Text cut-offs and masks from spec sections 2 and 5. One ellipsis form everywhere: '...'.
// Lengths count characters (code points), so an emoji is never split in half.

const ELLIPSIS = '...';

const CARD_TEXT_MAX = 15;
const NAME_MAX = 35;
const TRANSACTION_BUSINESS_MAX = 20;
const BUYER_NAME_MAX = 9;
const BUYER_NAME_KEEP = 7;
const EMAIL_VISIBLE_TAIL = 13;
const SUGGESTION_PARTS = 3;
const SHORT_LOCATION_FROM = 8;
const SHORT_LOCATION_KEEP = 5;

function chars(text: string): string[] {
  return Array.from(text);
}

/** Over `max` characters → the first `keep` (default `max`) characters plus `suffix`. */
export function cutText(text: string, max: number, keep = max, suffix = ELLIPSIS): string {
  const list = chars(text ?? '');
  return list.length > max ? list.slice(0, keep).join('') + suffix : list.join('');
}

/** Product card name or description: over 15 → first 15 + '...'. */
export function cutCardText(text: string): string {
  return cutText(text, CARD_TEXT_MAX);
}

/** Display name outside product cards: over 35 → first 35 + '...'. */
export function cutName(text: string): string {
  return cutText(text, NAME_MAX);
}

/** Transaction history business name: over 20 → first 20 + '...'. */
export function cutTransactionBusinessName(text: string): string {
  return cutText(text, TRANSACTION_BUSINESS_MAX);
}

/** Transaction history buyer name: over 9 → first 7 + '...'. */
export function cutBuyerName(text: string): string {
  return cutText(text, BUYER_NAME_MAX, BUYER_NAME_KEEP);
}

/**
 * A person's name in one order, first name first: the hosted order answer writes the buyer as
 * "<surname>␣␣<firstname>" (two spaces), while the shipping address and the account say
 * "Adaeze Okafor"; that form is turned round, anything else is kept (trimmed).
 */
export function personName(text: string): string {
  const [surname, firstname, ...rest] = text.split(/ {2}/);
  if (rest.length === 0 && surname?.trim() && firstname?.trim()) {
    return `${firstname.trim()} ${surname.trim()}`;
  }
  return text.trim().replace(/\s+/g, ' ');
}

/** A person's initials, for an avatar without a picture (the mock draws the same): "Adaeze Okafor" → "AO"; one word → its first letter; nothing usable → "?". */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s-]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words.at(-1)!.charAt(0) : '';
  return `${first}${last}`.toUpperCase();
}

/** Verification screen: every character but the last 13 replaced by '*'. */
export function maskEmail(email: string): string {
  const list = chars(email ?? '');
  const hidden = Math.max(0, list.length - EMAIL_VISIBLE_TAIL);
  return '*'.repeat(hidden) + list.slice(hidden).join('');
}

/** Address suggestion label: the last 3 comma-separated parts, trimmed, empty parts dropped. */
export function suggestionLabel(displayName: string): string {
  const parts = (displayName ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  return parts.slice(-SUGGESTION_PARTS).join(', ');
}

function nameParts(displayName: string): string[] {
  return (displayName ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** A suggested place: its whole name and whether it is a local government area. */
export interface SuggestedPlace {
  displayName: string;
  localGovernment?: boolean;
}

/** The label of one place: the spec's last 3 parts, the place itself in front if they left it out. */
function placeLabel(place: SuggestedPlace, lgaWord: string): string {
  const parts = nameParts(place.displayName);
  const label =
    parts.length > SUGGESTION_PARTS ? [parts[0]!, ...parts.slice(-SUGGESTION_PARTS)] : parts;
  if (place.localGovernment && label.length > 0) label[0] = `${label[0]} — ${lgaWord}`;
  return label.join(', ');
}

/**
 * Labels for a suggestion list: the spec's last 3 parts, but always naming the place — a place
 * whose own name those parts leave out gets it in front ("Lekki Phase 1, Eti-Osa, Lagos,
 * Nigeria", never just "Eti-Osa, Lagos, Nigeria", which reads as the local government) — and a
 * local government says so ("Eti-Osa — local government, Lagos, Nigeria"). Two labels still
 * equal get the whole name. Pass distinct places.
 */
export function suggestionLabels(places: readonly SuggestedPlace[], lgaWord: string): string[] {
  const labels = places.map((place) => placeLabel(place, lgaWord));
  const seen = new Map<string, number>();
  for (const label of labels) seen.set(label, (seen.get(label) ?? 0) + 1);
  return labels.map((label, index) =>
    (seen.get(label) ?? 0) > 1 ? nameParts(places[index]?.displayName ?? '').join(', ') : label,
  );
}

/** Searched location on small screens: 8 characters or more → first 5 + '..'. */
export function shortLocation(location: string): string {
  const list = chars(location ?? '');
  return list.length >= SHORT_LOCATION_FROM
    ? `${list.slice(0, SHORT_LOCATION_KEEP).join('')}..`
    : list.join('');
}

/** 'plates of' for food, 'pieces of' for meat (one: 'plate of', 'piece of'); other categories
 * have no unit. */
export function itemLine(quantity: number, category: string, name: string): string {
  const kind = category.toLowerCase();
  const one = quantity === 1;
  const unit =
    kind === 'food'
      ? one
        ? 'plate of '
        : 'plates of '
      : kind === 'meat'
        ? one
          ? 'piece of '
          : 'pieces of '
        : '';
  return `${quantity} ${unit}${name}`;
}

/**
 * An order's extra as one line in the app's money format: the API writes it as text,
 * "1 Fried plantain (dodo) 500 naira each" → "1 × Fried plantain (dodo), N500.00 each"; a text in
 * another form is shown as it came.
 */
export function extraLine(text: string, formatMoney: (naira: number) => string): string {
  const match = /^(\d+) (.+) (\d+(?:\.\d+)?) naira each$/.exec(text.trim());
  if (!match) return text;
  const [, quantity, item, price] = match;
  return `${quantity} × ${item}, ${formatMoney(Number(price))} each`;
}

/** 'Sells Jollof Rice, Jollof & Chicken': the dishes a store was found by. */
export function sellsText(dishes: readonly string[]): string {
  return `Sells ${dishes.join(', ')}`;
}

/**
 * 'Delivery time: 35–40 min' from the store's deliveryRate in minutes: a five-minute window from
 * the figure rounded down, as food apps show it (the spec's 'X hour' read '0.6 hour';
 * docs/product-notes.md). Under 10 minutes (the hosted model's default is 1) says 'under 10 min'; no
 * usable figure says so instead of inventing one.
 */
export function deliveryTimeText(minutes: number | undefined): string {
  if (minutes === undefined || !Number.isFinite(minutes) || minutes <= 0) {
    return 'Delivery time: not given';
  }
  if (minutes < 10) return 'Delivery time: under 10 min';
  const from = Math.floor(minutes / 5) * 5;
  return `Delivery time: ${from}–${from + 5} min`;
}

/**
 * 'Nkm away' ('2.4km away'; under 100 m: 'under 0.1km away'). `about` when it is measured from a
 * stand-in for a larger place (a local government: the mock's `aboutKm`): whole km, at least 1,
 * said so ('about 11km away').
 */
export function kmAwayText(km: number, about = false): string {
  if (about) return `about ${Math.max(1, Math.round(km))}km away`;
  return km < 0.1 ? 'under 0.1km away' : `${Math.round(km * 10) / 10}km away`;
}
