// The text to show for a failed call: the server's message when the server answered (ApiError
// carries it); one clear message when the answer means the session is over; a call that got no
// answer (unreachable server, time-out) says so in plain words; anything else — a body the client
// cannot read, a bare 5xx, a technical text naming a path or an id — the spec's generic
// 'something went wrong'. A write the read-only proxy kept from the backend says so in Bukka's own
// words, whatever the action. A person never sees a path, an id or `Failed to fetch`.
import { isApiError } from '#src/api/client.ts';
import { isSessionExpired } from '#src/lib/session-expiry.ts';
import { texts } from '#src/lib/texts.ts';
import { notifyError } from '#src/lib/toast.ts';

/**
 * Server messages known to be misspelled (hosted API reference §6.1, §6.4), shown in the client's
 * words; every other message is shown as the server wrote it.
 */
const inClientWords: Readonly<Record<string, string>> = {
  'auauthorized action': 'You are not allowed to do this for that store.',
  'not a registered  user': 'not a registered user',
};

/** Texts meant for developers, never for a person: an API path, a database id, a database cast
 * error, the browser's fetch failure, a socket error, a server's own crash (a JavaScript
 * TypeError, bcrypt's 'Illegal arguments'). */
const TECHNICAL =
  /\/api\/|\b[0-9a-f]{24}\b|Cast to |Failed to fetch|NetworkError|ECONN|ETIMEDOUT|\bat path\b|^\d{3}( |$)|Cannot read propert|is not a function|Illegal arguments/i;

/** True when the server answered `{ message }` (a JSON object naming what went wrong). */
function answeredWithMessage(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}

/** Gateway answers: the API behind them may or may not have done the work. */
const GATEWAY = new Set([502, 503, 504]);

/** True when the read-only proxy refused the write (`kind: 'refused'`): nothing was sent, so
 * nothing was done and trying again changes nothing. */
export function isRefusedWrite(error: unknown): boolean {
  return isApiError(error) && error.kind === 'refused';
}

/** What an action's own failure line says: a refused write in its one text, anything else as
 * `otherwise` words it (e.g. 'Your product was not posted: …' around the server's message). */
export function actionFailure(error: unknown, otherwise: (error: unknown) => string): string {
  return isRefusedWrite(error) ? texts.notSentReadOnly : otherwise(error);
}

/**
 * True when a failed call may still have been done by the server: no answer at all (network
 * error, time-out — the request may have arrived), an answer the client cannot read, or a server
 * error without the server's own message (a gateway, an empty 500). The caller finds out before
 * offering to try again.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!isApiError(error) || error.kind === 'refused') return false;
  if (error.kind === 'network' || error.kind === 'parse') return true;
  return error.status >= 500 && (GATEWAY.has(error.status) || !answeredWithMessage(error.body));
}

/** The browser knows it has no connection. */
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export function serverMessage(error: unknown): string {
  if (isSessionExpired(error)) return texts.sessionEnded;
  // Not a call's failure — e.g. code an action needs could not be fetched (a new browser's device
  // id): offline, that is the connection's doing.
  if (!isApiError(error)) return browserOffline() ? texts.noConnection : texts.somethingWentWrong;
  if (error.kind === 'refused') return texts.notSentReadOnly;
  if (error.kind === 'network') return texts.noConnection;
  if (error.kind !== 'http' || !error.message) return texts.somethingWentWrong;
  // A 5xx with a page or bare text is a proxy's or a crash's, not the API's own words.
  if (error.status >= 500 && !answeredWithMessage(error.body)) return texts.somethingWentWrong;
  const said = inClientWords[error.message] ?? error.message;
  return TECHNICAL.test(said) ? texts.somethingWentWrong : said;
}

/** Toasts a failed action's message. A session answer is left to the shell's session watcher
 * (one message with a sign-in link), so it never shows twice or raw. */
export function notifyFailure(error: unknown): void {
  if (isSessionExpired(error)) return;
  notifyError(serverMessage(error));
}
