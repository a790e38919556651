/** A rule refused the request: the transport answers `status` with `body` verbatim. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'string' ? body : JSON.stringify(body));
  }
}

/** Throws `{ message }` with the given status (the hosted API's usual error shape). */
export function fail(status: number, message: string): never {
  throw new DomainError(status, { message });
}

/** Throws a bare JSON body (some hosted errors are bare strings). */
export function failWith(status: number, body: unknown): never {
  throw new DomainError(status, body);
}

export const toKobo = (naira: number): number => Math.round(naira * 100);
export const toNaira = (kobo: number): number => kobo / 100;
