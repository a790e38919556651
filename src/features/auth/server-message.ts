// The text to show for a failed call: the server's message (ApiError carries it), else the
// generic 'something went wrong'.
import { texts } from '#src/lib/texts.ts';

export function serverMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : texts.somethingWentWrong;
}
