// What the sign-in and code pages say when the server refuses: the client's own plain words for
// the answers whose server text is jargon, a crash or a give-away; the usual rules
// (lib/server-message.ts) for everything else — a lost connection included.
import { isApiError } from '#src/api/client.ts';
import { authTexts } from '#src/features/auth/auth-texts.ts';
import { serverMessage } from '#src/lib/server-message.ts';

/**
 * Sign-in: an unknown e-mail (404 `User not found`) and a wrong password (401 `wrong credentials`)
 * are said in the same words, so the page does not tell anyone which addresses have an account.
 */
export function signInFailure(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') {
    if (error.status === 404 && error.message === 'User not found') {
      return authTexts.wrongEmailOrPassword;
    }
    if (error.status === 401 && error.message === 'wrong credentials') {
      return authTexts.wrongEmailOrPassword;
    }
  }
  return serverMessage(error);
}

/** True when the server answered `{ message }` (not a gateway's page or an empty body). */
function saidSomething(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'message' in body;
}

/**
 * The code page: a wrong code (401 `Incorrect OTP`, or 404 `User not found` for an address with
 * no account), an expired one (403 `OTP has expired`) and a
 * code that cannot be used (400 `Invalid request`: used already, none pending) in plain words.
 * The hosted API answers every refusal of an account's e-mail code with a 500 naming a
 * JavaScript TypeError (hosted-api.md §3.2 c), and its other code crashes are 500s with such
 * texts too: a 500 the server put words to, here, is a refused code that a new one will fix.
 */
export function codeFailure(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') {
    if (error.status === 401 && error.message === 'Incorrect OTP') return authTexts.codeWrong;
    // A code for an address with no account (recovery goes on to the code page for any address,
    // recovery-start.ts): a wrong code, as for a real account, not a give-away.
    if (error.status === 404 && error.message === 'User not found') return authTexts.codeWrong;
    if (error.status === 403 && error.message === 'OTP has expired') return authTexts.codeExpired;
    if (error.status === 400 && error.message === 'Invalid request') {
      return authTexts.codeDidNotWork;
    }
    if (error.status === 500 && saidSomething(error.body)) return authTexts.codeDidNotWork;
  }
  return serverMessage(error);
}
