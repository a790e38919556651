import { type Ctx, memoryPart, partOf } from '../domain/plumbing/context.ts';
import type { JsonText } from '../domain/plumbing/request-parts.ts';
import { pageParams, type StoreSearch, searchStores } from '../domain/stores.ts';

// The store search's answers as sent: the wire bytes of each page, kept beside the route (the
// domain keeps its derived data — matches, owners, active stores — in its own part of the world's
// memory, `domain/store-search-caches.ts`).

/** A world's answers, valid for the users and products versions they name. */
type Answers = {
  users: number;
  products: number;
  pages: Map<string, string>;
  /** Pages by the parsed query object itself (`runRoute` keeps one per query string). */
  byQuery: WeakMap<object, string>;
};

const PAGES_LIMIT = 256;
/** A map entry and the string headers around a kept page. */
const ENTRY_BYTES = 120;

// A part of the world's memory: a reset or an import brings new records (and versions that start
// over) and a new memory, so the answers start over too, as the domain's caches do.
const ANSWERS = memoryPart(
  (): Answers => ({ users: -1, products: -1, pages: new Map(), byQuery: new WeakMap() }),
  // Each page's text (one byte a character, the key beside it) and its map entry.
  (answers) => {
    let bytes = 0;
    for (const [key, text] of answers.pages) bytes += key.length + text.length + ENTRY_BYTES;
    return bytes;
  },
);

/** This world's answers, dropped whenever users or products change. */
function answersFor(ctx: Ctx): Answers {
  const answers = partOf(ctx, ANSWERS);
  if (answers.users !== ctx.db.users.version || answers.products !== ctx.db.products.version) {
    answers.users = ctx.db.users.version;
    answers.products = ctx.db.products.version;
    answers.pages = new Map();
    answers.byQuery = new WeakMap();
  }
  return answers;
}

/** A page key's part: the value with its length in front — unambiguous, and cheaper than a JSON
 * array per request. */
const keyPart = (v: string | undefined) => (v ? `${v.length}:${v}` : '0:');

type SearchText = JsonText<ReturnType<typeof searchStores>>;

/** `searchStores` already serialised (cached until the world changes): the hot path. */
export function searchStoresJson(ctx: Ctx, q: StoreSearch): SearchText {
  // A shuffled page is new on every call: nothing to cache.
  if (ctx.profile.hostedStoreSearch) return JSON.stringify(searchStores(ctx, q)) as SearchText;
  const answers = answersFor(ctx);
  // The same query string asked again comes with the same (frozen) query object: no key to build.
  const known = answers.byQuery.get(q);
  if (known !== undefined) return known as SearchText;
  const { page, pageSize } = pageParams(q, false);
  const key = `${keyPart(q.query)}${keyPart(q.searchedLocation)}${keyPart(q.popularFilter)}${keyPart(q.rating)}${page}/${pageSize}`;
  let text = answers.pages.get(key);
  if (text === undefined) {
    text = JSON.stringify(searchStores(ctx, q));
    if (answers.pages.size >= PAGES_LIMIT) {
      answers.pages.delete(answers.pages.keys().next().value as string);
    }
    answers.pages.set(key, text);
  }
  answers.byQuery.set(q, text);
  return text as SearchText;
}
