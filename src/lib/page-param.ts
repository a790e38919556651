/** The `page` query parameter: a whole number from 1; anything else (missing, 0, text) is 1. */
export function pageParam(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
