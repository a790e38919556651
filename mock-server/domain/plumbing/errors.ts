/**
 * A rule refused the request: the transport answers `status` with `body` verbatim (and `headers`,
 * e.g. `Retry-After`).
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(typeof body === 'string' ? body : JSON.stringify(body));
  }
}

/** Throws `{ message }` with the given status (the hosted API's usual error shape). */
export function fail(status: number, message: string): never {
  throw new DomainError(status, { message });
}
