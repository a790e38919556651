import { WORLD_COOKIE, WORLD_HEADER } from '#shared/schemas/mock-control-names.ts';
import type { Ctx } from '../domain/plumbing/context.ts';

// Which world a request runs in, told by the request alone (as Prism's getHttpConfigFromRequest
// reads a request's mock settings from it): the `X-Bukka-World` header, else the `bukka_world`
// cookie (set by `/__mock/worlds/:id/enter`), else — on `/__mock` paths only — a `world` query
// parameter (the panel's event stream cannot send headers). Without any of them, and on the
// registry's own routes (`/__mock/worlds…`, which work whatever world the caller is in, even a
// stale cookie's), the default world: the one `npm start` and every flag have always served.
// The request pipeline (`pipeline/mock-app.ts`) gets a `WorldResolver` (the registry's, or
// `oneWorld` for a mock of one world).

/**
 * The world id a request names, as it wrote it; undefined for the default world (none named, an
 * empty name, or one of the registry's own routes).
 */
export function worldNamedBy(
  path: string,
  headers: Record<string, string | string[] | undefined>,
  cookies: Record<string, string>,
  query?: Record<string, string>,
): string | undefined {
  if (path.startsWith('/__mock/worlds')) return undefined;
  const fromHeader = headers[WORLD_HEADER];
  const named =
    (Array.isArray(fromHeader) ? fromHeader[0] : fromHeader) ??
    cookies[WORLD_COOKIE] ??
    (path.startsWith('/__mock/') ? query?.world : undefined);
  return named === '' ? undefined : named;
}

/** The world a request runs in (one object per world, made once: nothing allocated a request). */
export type ServedWorld = {
  readonly ok: true;
  readonly ctx: Ctx;
  /**
   * Calls `listener` once when this world is dropped (its open event streams end then); absent
   * for a world that lives as long as the app.
   */
  readonly whenDropped?: (listener: () => void) => () => void;
};

/** A request naming a world that does not exist (never served by the default world instead). */
type WorldRefusal = {
  readonly ok: false;
  status: number;
  message: string;
  /** `retry-after` when the world will answer soon (a kept world still loading at start). */
  headers?: Record<string, string>;
};

/** Picks the world of a request (`worldNamedBy`), for the request pipeline. */
export type WorldResolver = (
  path: string,
  headers: Record<string, string | string[] | undefined>,
  cookies: Record<string, string>,
  query?: Record<string, string>,
) => ServedWorld | WorldRefusal;

/** The resolver of a mock with one world (the browser's, a test's app): every request is its. */
export function oneWorld(ctx: Ctx): WorldResolver {
  const served: ServedWorld = { ok: true, ctx };
  return () => served;
}
