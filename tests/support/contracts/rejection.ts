import { isApiError } from '#src/api/client.ts';

/** The `ApiError` a call fails with, as `{ status, message }` (what the client shows). */
export async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return { status: error.status, message: error.message };
}
