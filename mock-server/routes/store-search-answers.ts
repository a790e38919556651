import type { Db } from '../db/db.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import type { JsonText } from '../domain/plumbing/request-parts.ts';
import { pageParams, type StoreSearch, searchStores } from '../domain/stores.ts';

// The store search's answers as sent: the wire bytes of each page, kept beside the route (the
// domain keeps its derived data — matches, owners, active stores — in `ctx.memory.stores`).

/** A world's answers, valid for the users and products versions they name. */
type Answers = {
  users: number;
  products: number;
  pages: Map<string, string>;
  /** Pages by the parsed query object itself (`runRoute` keeps one per query string). */
  byQuery: WeakMap<object, string>;
};

const PAGES_LIMIT = 256;

// Per world by its db: a reset or an import brings a new db (and versions that start over), so
// its answers start over too, as the domain's caches do with the new `ctx.memory`.
const answersByDb = new WeakMap<Db, Answers>();

/** This world's answers, dropped whenever users or products change. */
function answersFor(ctx: Ctx): Answers {
  const hit = answersByDb.get(ctx.db);
  if (hit && hit.users === ctx.db.users.version && hit.products === ctx.db.products.version) {
    return hit;
  }
  const fresh: Answers = {
    users: ctx.db.users.version,
    products: ctx.db.products.version,
    pages: new Map(),
    byQuery: new WeakMap(),
  };
  answersByDb.set(ctx.db, fresh);
  return fresh;
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
