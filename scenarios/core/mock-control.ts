// The mock's control API (/__mock) for the scenarios: account set-up, mail
// codes, card payments, bank transfers, the clock and deliveries. Every call goes through the one
// control client (mock-server/control/control-client.ts), typed by the control API's endpoints and
// parsed by their response schemas; it never goes through the app's client (it is not part of the
// hosted API).
import type { z } from 'zod';
import { type ControlTarget, controlCall } from '#mock/control/control-client.ts';
import { controlEndpoints as api } from '#mock/control/control-endpoints.ts';

export type { ControlTarget };

export type MockAccount = z.output<typeof api.accounts.response>[number];
export type OutboxMessage = z.output<typeof api.outbox.response>[number];
export type PaymentStatus = 'success' | 'failed' | 'abandoned' | 'pending';

/** The token for mocks given by URL: MOCK_CONTROL_TOKEN (what `--control-token` set there). */
export const envControlToken = (): string | undefined =>
  globalThis.process?.env?.MOCK_CONTROL_TOKEN || undefined;

/** A scenario's call may take 15 s at most. */
const TIMEOUT_MS = 15_000;

export type MockHealth = z.output<typeof api.health.response>;

/** `GET /__mock/health`; undefined when the target has no control API (not a mock). */
export async function mockHealth(baseUrl: string): Promise<MockHealth | undefined> {
  try {
    return await controlCall({ baseUrl, timeoutMs: TIMEOUT_MS }, api.health);
  } catch {
    return undefined;
  }
}

export const mockControl = (target: ControlTarget & { controlUrl?: string }) => {
  const { controlUrl, ...rest } = target;
  const at: ControlTarget = { timeoutMs: TIMEOUT_MS, ...rest, baseUrl: controlUrl ?? rest.baseUrl };
  return {
    reset: (seed: string | number = 1) => controlCall(at, api.reset, { body: { seed } }),
    accounts: () => controlCall(at, api.accounts),
    outbox: (to: string) => controlCall(at, api.outbox, { query: { to } }),
    /** A finished card payment at the emulated provider; amount in kobo. */
    payment: (email: string, amountKobo: number, status: PaymentStatus) =>
      controlCall(at, api.payment, { body: { email, amount: amountKobo, status } }),
    /** A bank transfer into a generated account; amount in kobo; answers the balance in naira. */
    bankTransfer: (accountNumber: string, amountKobo: number) =>
      controlCall(at, api.bankTransfer, { body: { accountNumber, amount: amountKobo } }),
    advanceClock: (ms: number) => controlCall(at, api.advanceClock, { body: { ms } }),
    deliver: (orderId: string) => controlCall(at, api.deliver, { params: { id: orderId } }),
    addFault: (fault: z.input<typeof api.addFault.body>) =>
      controlCall(at, api.addFault, { body: fault }),
    clearFaults: () => controlCall(at, api.clearFaults),
    simulator: (state: z.input<typeof api.setSimulator.body>) =>
      controlCall(at, api.setSimulator, { body: state }),
  };
};

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
