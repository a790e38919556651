// The text to show for a failed call: the server's message when the server answered (ApiError
// carries it); one clear message when the answer means the session is over; else — unreachable
// server, timeout, a body the client cannot read — the spec's generic 'something went wrong'
// rather than a technical text.
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

export function serverMessage(error: unknown): string {
  if (isSessionExpired(error)) return texts.sessionEnded;
  if (isApiError(error)) {
    if (error.kind !== 'http' || !error.message) return texts.somethingWentWrong;
    return inClientWords[error.message] ?? error.message;
  }
  return error instanceof Error && error.message ? error.message : texts.somethingWentWrong;
}

/** Toasts a failed action's message. A session answer is left to the shell's session watcher
 * (one message with a sign-in link), so it never shows twice or raw. */
export function notifyFailure(error: unknown): void {
  if (isSessionExpired(error)) return;
  notifyError(serverMessage(error));
}
