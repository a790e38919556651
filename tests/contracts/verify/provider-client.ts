import { CONTROL_TOKEN_HEADER } from '#shared/schemas/mock-control-names.ts';
import { PNG_1X1 } from '#tests/support/contracts/multipart.ts';
import { readOnlyAllows } from './interaction-effects.ts';

// A small HTTP client the state handlers use to build provider states through the provider's own
// public API and (for the mock) its control API `/__mock/*`. No back door into any database.

export type Answer = { status: number; body: unknown; token?: string };

export class ProviderClient {
  /**
   * `readOnly`: only what the read-only rule lets out (reads, session calls as the client sends
   * them); anything else throws before it is sent.
   * `controlToken`: sent as `X-Mock-Token` on control-API calls (`/__mock/…`) of a mock that
   * requires one.
   */
  constructor(
    readonly baseUrl: string,
    readonly options: { readOnly?: boolean; timeoutMs?: number; controlToken?: string } = {},
  ) {}

  async call(
    method: string,
    path: string,
    options: { json?: unknown; form?: FormData; token?: string } = {},
  ): Promise<Answer> {
    if (this.options.readOnly && !readOnlyAllows(method, path.split('?')[0] ?? '', options.json)) {
      throw new Error(
        `${method} ${path.split('?')[0]} is a write; a read-only run does not send it`,
      );
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.cookie = `auth_token=${options.token}`;
    if (this.options.controlToken && path.startsWith('/__mock/')) {
      headers[CONTROL_TOKEN_HEADER] = this.options.controlToken;
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 60_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // plain text stays text
    }
    const token = sessionToken(response.headers.getSetCookie());
    return { status: response.status, body, ...(token ? { token } : {}) };
  }

  /** Like `call`, but any status other than 2xx is an error naming the step. */
  async expectOk(step: string, method: string, path: string, options = {}): Promise<Answer> {
    const answer = await this.call(method, path, options);
    if (answer.status < 200 || answer.status > 299) {
      throw new Error(
        `${step}: ${method} ${path} answered ${answer.status} ${JSON.stringify(answer.body)}`,
      );
    }
    return answer;
  }

  /** Signs in; returns the session token and user id, or throws if a code is needed. */
  async signIn(email: string, password: string, device: string) {
    const answer = await this.expectOk('sign in', 'POST', '/api/users/signin', {
      json: { email, password, fingerprint: device },
    });
    const user = (answer.body as { user?: { _id?: string; rdt?: string } }).user ?? {};
    if (!answer.token || !user._id) {
      throw new Error(
        `sign in as ${email} on device ${device} needs an e-mailed code (answer ${JSON.stringify(answer.body)})`,
      );
    }
    return { token: answer.token, userId: user._id };
  }

  /** A product posted by a signed-in vendor (multipart, one photo, one extra). */
  async postDish(
    token: string,
    vendorId: string,
    device: string,
    dish: { name: string; price: number; extra: string; extraPrice: number },
  ) {
    const form = new FormData();
    form.append('imgs', new Blob([PNG_1X1], { type: 'image/png' }), 'dish.png');
    form.append('name', dish.name);
    form.append('type', 'Rice');
    form.append('desc', 'Posted by the contract verification');
    form.append('category', 'Food');
    form.append('price', String(dish.price));
    form.append('content', JSON.stringify(['rice']));
    form.append('visibility', 'Public');
    form.append('extras', JSON.stringify([{ item: dish.extra, price: dish.extraPrice, limit: 2 }]));
    const path = `/api/products/post/${encodeURIComponent(device)}?userId=${vendorId}`;
    const answer = await this.expectOk('post a dish', 'POST', path, { form, token });
    const product = answer.body as { _id: string; extras?: { _id: string }[] };
    return { productId: product._id, extraId: product.extras?.[0]?._id ?? '' };
  }
}

function sessionToken(setCookies: string[]): string | undefined {
  for (const line of setCookies) {
    const match = /^auth_token=([^;]*)/.exec(line);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return undefined;
}
