// The mock's control API (/__mock, issue 3 section 5) as plain fetch calls. Scenarios use it for
// account set-up, mail codes, card payments, bank transfers, the clock and deliveries; it never
// goes through the app's client (it is not part of the hosted API).

export interface MockAccount {
  role: string;
  email: string;
  password: string;
  _id: string;
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  code: string;
  sentAt: string;
}

export type PaymentStatus = 'success' | 'failed' | 'abandoned' | 'pending';

class ControlError extends Error {
  override readonly name = 'ControlError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A mock to drive: its base URL and, when it requires one, its control token. */
export type ControlTarget = { baseUrl: string; controlToken?: string; world?: string };

/** Header naming the mock world a request belongs to (`mock-server/worlds`). */
export const WORLD_HEADER = 'x-bukka-world';

/** The token for mocks given by URL: MOCK_CONTROL_TOKEN (what `--control-token` set there). */
export const envControlToken = (): string | undefined =>
  globalThis.process?.env?.MOCK_CONTROL_TOKEN || undefined;

async function call<T>(
  target: ControlTarget,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (target.controlToken) headers['x-mock-token'] = target.controlToken;
  if (target.world) headers[WORLD_HEADER] = target.world;
  const response = await fetch(`${target.baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // plain text stays text
  }
  if (!response.ok) {
    const message =
      data && typeof data === 'object' && 'message' in data ? String(data.message) : text;
    throw new ControlError(response.status, `${method} ${path} → ${response.status} ${message}`);
  }
  return data as T;
}

export interface MockHealth {
  ok: boolean;
  checkout?: 'card' | 'wallet';
  seed?: string | number;
}

/** `GET /__mock/health`; undefined when the target has no control API (not a mock). */
export async function mockHealth(baseUrl: string): Promise<MockHealth | undefined> {
  try {
    const health = await call<MockHealth>({ baseUrl }, 'GET', '/__mock/health');
    return health && health.ok === true ? health : undefined;
  } catch {
    return undefined;
  }
}

export const mockControl = (target: ControlTarget) => ({
  reset: (seed: string | number = 1) => call<unknown>(target, 'POST', '/__mock/reset', { seed }),
  accounts: () => call<MockAccount[]>(target, 'GET', '/__mock/accounts'),
  outbox: (to: string) =>
    call<OutboxMessage[]>(target, 'GET', `/__mock/outbox?to=${encodeURIComponent(to)}`),
  /** A finished card payment at the emulated provider; amount in kobo. */
  payment: (email: string, amountKobo: number, status: PaymentStatus) =>
    call<{ reference: string; status?: string }>(target, 'POST', '/__mock/payments', {
      email,
      amount: amountKobo,
      status,
    }),
  /** A bank transfer into a generated account; amount in kobo; answers the balance in naira. */
  bankTransfer: (accountNumber: string, amountKobo: number) =>
    call<{ balance: number }>(target, 'POST', '/__mock/bank-transfer', {
      accountNumber,
      amount: amountKobo,
    }),
  advanceClock: (ms: number) =>
    call<{ now: string }>(target, 'POST', '/__mock/clock/advance', { ms }),
  deliver: (orderId: string) =>
    call<{ isDelivered: boolean }>(
      target,
      'POST',
      `/__mock/orders/${encodeURIComponent(orderId)}/deliver`,
    ),
  addFault: (fault: Record<string, unknown>) =>
    call<unknown>(target, 'POST', '/__mock/faults', fault),
  clearFaults: () => call<unknown>(target, 'DELETE', '/__mock/faults'),
  simulator: (state: { on?: boolean; speed?: number }) =>
    call<unknown>(target, 'POST', '/__mock/simulator', state),
});

export type MockControl = ReturnType<typeof mockControl>;

/** The newest mail to `to` (optionally with a subject), or undefined. */
export async function latestMail(
  control: MockControl,
  to: string,
  subject?: string,
): Promise<OutboxMessage | undefined> {
  const messages = await control.outbox(to);
  const matching = subject ? messages.filter((m) => m.subject === subject) : messages;
  return matching[matching.length - 1];
}
