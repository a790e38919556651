import { isApiError } from '#src/api/client.ts';

/** What an actor sees from a call: the value, or the status and the message the app would show. */
export type Outcome<T> =
  | { ok: true; status: 200; value: T }
  | { ok: false; status: number; message: string; kind: string };

/** Runs a call and turns an `ApiError` into an outcome (other errors propagate). */
export async function attempt<T>(call: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, status: 200, value: await call() };
  } catch (error) {
    if (isApiError(error)) {
      return { ok: false, status: error.status, message: error.message, kind: error.kind };
    }
    throw error;
  }
}

/** The observable part of an outcome (no ids): status and message. */
export function seen<T>(outcome: Outcome<T>): { status: number; message?: string } {
  return outcome.ok ? { status: 200 } : { status: outcome.status, message: outcome.message };
}

/** Like `attempt`, but a failure is thrown as a readable error (for calls that must work). */
export async function must<T>(what: string, call: () => Promise<T>): Promise<T> {
  const outcome = await attempt(call);
  if (outcome.ok) return outcome.value;
  throw new Error(`${what} failed: ${outcome.status} ${outcome.message}`);
}
