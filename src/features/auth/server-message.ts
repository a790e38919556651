// The text to show for a failed call: the server's message when the server answered (ApiError
// carries it), else — unreachable server, timeout, a body the client cannot read — the spec's
// generic 'something went wrong' rather than a technical text.
import { isApiError } from '#src/api/client.ts';
import { texts } from '#src/lib/texts.ts';

export function serverMessage(error: unknown): string {
  if (isApiError(error)) {
    return error.kind === 'http' && error.message ? error.message : texts.somethingWentWrong;
  }
  return error instanceof Error && error.message ? error.message : texts.somethingWentWrong;
}
