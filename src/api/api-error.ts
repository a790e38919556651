// The one error of the client's API calls (src/api/client.ts throws it, the screens read it with
// isApiError), and what it says: the server's `{ message }`, a bare JSON string or plain text (an
// HTML error page reduced to its text), a time-out or a network failure.

/** How a call failed: the server said no (http), it was unreachable (network), the body was not
 * the shape the client expects (parse), or the read-only proxy (`--proxy URL` without
 * `--allow-writes`) kept a write from the backend (refused: nothing was sent, nothing was done). */
export type ApiErrorKind = 'http' | 'network' | 'parse' | 'refused';

export interface ApiErrorInit {
  status: number;
  kind: ApiErrorKind;
  message: string;
  body?: unknown;
  cause?: unknown;
  /** The endpoint's method and path template (`GET /api/users/account/find/:userId`). */
  route?: string;
}

/** The one error shape of `src/api`. `status` is 0 for network failures. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The decoded body (JSON value or text) when there was one. */
  readonly body: unknown;
  /** The endpoint's method and path template, when the call was one of the spine's. */
  readonly route: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.kind = init.kind;
    this.body = init.body;
    this.route = init.route;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text to show for an error body: `{ message }`, a bare JSON string, or plain text. */
export function messageFromBody(text: string): string | undefined {
  const value = parseJsonOrText(text);
  if (typeof value === 'string') {
    const plain = looksLikeHtml(value) ? htmlText(value) : value;
    return snippet(plain) || undefined;
  }
  if (value && typeof value === 'object' && 'message' in value) {
    const message = (value as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

export function parseJsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function looksLikeHtml(text: string): boolean {
  return /^\s*<(!doctype|html|body|pre)/i.test(text);
}

function htmlText(html: string): string {
  const pre = /<pre>([\s\S]*?)<\/pre>/i.exec(html)?.[1];
  return (pre ?? html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}

export function snippet(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > 300 ? `${trimmed.slice(0, 300)}…` : trimmed;
}

export function isAbort(error: unknown): boolean {
  return errorName(error) === 'AbortError';
}

export function isTimeout(error: unknown): boolean {
  return errorName(error) === 'TimeoutError';
}

function errorName(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'name' in error ? String(error.name) : undefined;
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
