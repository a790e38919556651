import { z } from 'zod';
import { type ProviderTransactionRecord, providerStatuses } from '../db/records.ts';
import { receiveCardWebhook } from './card-webhook.ts';
import { signBody } from './card-webhook-signature.ts';
import { type Ctx, memoryPart, partOf } from './plumbing/context.ts';
import { DomainError, fail } from './plumbing/errors.ts';
import { faultAhead } from './plumbing/faults.ts';
import { isoOf } from './plumbing/wire.ts';
import { orderOf } from './provider-charges.ts';

// The emulated card provider (Paystack-like). The Paystack routes under /__mock/paystack and the
// control API call these; /api/pay and /api/orders/pay read the records they write.

/** What the payer can choose on the checkout page (or a script for a finished payment). */
export const outcome = z.enum(providerStatuses).exclude(['ongoing', 'reversed']);
type Outcome = z.output<typeof outcome>;

const providerError = (status: number, message: string): never => {
  throw new DomainError(status, { status: false, message });
};

/** Body of Paystack's `POST /transaction/initialize` (amount in kobo, a number or numeric text). */
export const initializeRequest = z.object({
  key: z.string(),
  email: z.string(),
  amount: z.union([z.number(), z.string()]),
  currency: z.string().optional(),
  reference: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  channels: z.array(z.string()).optional(),
});

export async function initializeTransaction(
  ctx: Ctx,
  input: z.output<typeof initializeRequest>,
): Promise<{ accessCode: string; reference: string }> {
  if (input.key === '') providerError(400, 'Invalid key');
  if (!input.email.includes('@')) providerError(400, 'Invalid Email Address Passed');
  const amount = Number(input.amount);
  if (!Number.isInteger(amount) || amount < 100 || amount > 1_000_000_000) {
    providerError(400, 'Invalid Amount Sent');
  }
  const reference = input.reference || `T${ctx.secrets.digits(15)}`;
  if (ctx.db.providerTransactions.first('reference', reference)) {
    providerError(400, 'Duplicate Transaction Reference');
  }
  const accessCode = ctx.secrets.hex(20);
  await ctx.db.providerTransactions.insert({
    _id: ctx.rng.objectId(),
    providerId: ctx.rng.int(1_000_000_000, 4_000_000_000),
    reference,
    accessCode,
    key: input.key,
    email: input.email,
    amountKobo: amount,
    currency: input.currency || 'NGN',
    channels: input.channels ?? ['card', 'bank_transfer'],
    metadata: input.metadata ?? {},
    status: 'ongoing',
    channel: 'card',
    paidAt: null,
    usedByOrderId: null,
    createdAt: ctx.clock.now(),
  });
  return { accessCode, reference };
}

export const getTransactionByAccessCode = (
  ctx: Ctx,
  accessCode: string,
): ProviderTransactionRecord | undefined =>
  ctx.db.providerTransactions.first('accessCode', accessCode);

export const getTransactionByReference = (
  ctx: Ctx,
  reference: string,
): ProviderTransactionRecord | undefined =>
  ctx.db.providerTransactions.first('reference', reference);

/**
 * The payer's choice on the checkout page. Only an open (`ongoing` or bank-transfer `pending`)
 * transaction changes; a finished one keeps its outcome (no payment is counted twice).
 */
export async function completeTransaction(
  ctx: Ctx,
  input: { accessCode: string; outcome: Outcome },
): Promise<{ reference: string; status: ProviderTransactionRecord['status'] }> {
  const tx = getTransactionByAccessCode(ctx, input.accessCode);
  if (!tx) return providerError(404, 'Transaction not found');
  if (tx.status !== 'ongoing' && tx.status !== 'pending') {
    return { reference: tx.reference, status: tx.status };
  }
  const now = ctx.clock.now();
  const next = await ctx.db.providerTransactions.patch(tx._id, (t) => {
    t.status = input.outcome;
    t.channel = input.outcome === 'pending' ? 'bank_transfer' : t.channel;
    t.paidAt = input.outcome === 'success' ? now : null;
  });
  if (next.status === 'success') scheduleChargeSuccess(ctx, next);
  return { reference: next.reference, status: next.status };
}

/**
 * How long after a charge succeeds its webhook arrives (real time). Paystack delivers
 * `charge.success` on its own, a moment after the charge: the payer's page, when it is still
 * there, usually confirms the payment itself first (and the webhook then finds it applied); a page
 * that lost its connection, or went away, is covered all the same.
 */
const WEBHOOK_DELAY_MS = 1000;

/** The card check the app calls before paying (`POST /api/pay`): the payment-outage preset faults it. */
export const CARD_CHECK = { method: 'POST', path: '/api/pay' } as const;

/** Webhooks waiting to be sent, by reference (a reset or an import forgets them). */
const pendingWebhooks = memoryPart(() => new Map<string, ReturnType<typeof setTimeout>>());

/**
 * Schedules Paystack's `charge.success` webhook to the merchant (the mock's
 * `POST /api/pay/webhook`). Only for a charge whose metadata names an order (the seed's, the
 * simulator's and scripts' charges name none, and the merchant would ignore them); none where the
 * profile has no webhook.
 */
function scheduleChargeSuccess(ctx: Ctx, tx: ProviderTransactionRecord): void {
  if (ctx.profile.noCardWebhook || orderOf(tx) === null) return;
  const pending = partOf(ctx, pendingWebhooks);
  const { reference } = tx;
  const wait = () => {
    const timer = setTimeout(() => {
      // A reset or an import since (a new world's webhooks, `pending` no longer its own) forgets
      // it: a reset world makes the same references again, and this one must not pay their orders.
      if (partOf(ctx, pendingWebhooks) !== pending || pending.get(reference) !== timer) return;
      // While the card check is down (the payment-outage preset) the provider is down too: its
      // webhook waits, as Paystack retries a delivery, and goes once the outage ends.
      if (faultAhead(ctx, CARD_CHECK.method, CARD_CHECK.path)) return wait();
      pending.delete(reference);
      void ctx.serial(() => sendChargeSuccess(ctx, reference));
    }, WEBHOOK_DELAY_MS);
    (timer as { unref?: () => void }).unref?.();
    pending.set(reference, timer);
  };
  wait();
}

/**
 * Sends one `charge.success`, signed as Paystack signs it, in process (the provider and the
 * merchant are one mock), in the world's write turn; a refusal is logged, as a provider's delivery
 * log would show it. A charge gone (a reset) or no longer successful is not sent.
 */
async function sendChargeSuccess(ctx: Ctx, reference: string): Promise<void> {
  const tx = getTransactionByReference(ctx, reference);
  if (tx?.status !== 'success') return;
  const rawBody = JSON.stringify({ event: 'charge.success', data: transactionData(tx) });
  try {
    await receiveCardWebhook(ctx, rawBody, await signBody(rawBody));
  } catch (error) {
    ctx.log(`[webhook] delivery of ${reference} refused: ${String(error)}`);
  }
}

/** Sends every webhook still waiting, now (tests that need the server's view at once). */
export async function flushCardWebhooks(ctx: Ctx): Promise<void> {
  const pending = partOf(ctx, pendingWebhooks);
  const references = [...pending.keys()];
  for (const timer of pending.values()) clearTimeout(timer);
  pending.clear();
  for (const reference of references) await ctx.serial(() => sendChargeSuccess(ctx, reference));
}

/** `POST /__mock/payments/:reference/complete`: the provider (the bank) finishes an open charge
 * named by its reference; 404 for a reference it never issued. */
export async function completeByReference(
  ctx: Ctx,
  reference: string,
  outcome: Outcome,
): Promise<{ reference: string; status: ProviderTransactionRecord['status'] }> {
  const tx = getTransactionByReference(ctx, reference);
  if (!tx) fail(404, 'Payment reference not found');
  return completeTransaction(ctx, { accessCode: tx.accessCode, outcome });
}

const gatewayResponse: Record<ProviderTransactionRecord['status'], string> = {
  success: 'Successful',
  failed: 'Declined',
  abandoned: 'The transaction was not completed',
  ongoing: 'The transaction was not completed',
  pending: 'Transaction is pending',
  reversed: 'Refunded',
};

/** Paystack's `GET /transaction/verify/:reference` body (HTTP 200 even for failed charges). */
export function verifyTransaction(ctx: Ctx, reference: string) {
  const tx = getTransactionByReference(ctx, reference);
  if (!tx) return providerError(400, 'Transaction reference not found');
  return { status: true, message: 'Verification successful', data: transactionData(tx) };
}

/** A transaction as Paystack describes it (verify's `data`, a webhook event's `data`). */
function transactionData(tx: ProviderTransactionRecord) {
  return {
    id: tx.providerId,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    amount: tx.amountKobo,
    message: null,
    gateway_response: gatewayResponse[tx.status],
    paid_at: tx.paidAt == null ? null : isoOf(tx.paidAt),
    created_at: isoOf(tx.createdAt),
    channel: tx.channel,
    currency: tx.currency,
    ip_address: '127.0.0.1',
    metadata: tx.metadata,
    fees: tx.status === 'success' ? Math.min(Math.round(tx.amountKobo * 0.015), 200_000) : null,
    customer: { email: tx.email, customer_code: `CUS_${tx.accessCode}` },
    requested_amount: tx.amountKobo,
    transaction_date: isoOf(tx.createdAt),
  };
}

/** `POST /__mock/payments`: an already finished card payment for scripts. */
export async function createCompletedTransaction(
  ctx: Ctx,
  input: { email: string; amount: number; status?: Outcome; reference?: string },
): Promise<{ reference: string; status: string }> {
  const { accessCode } = await initializeTransaction(ctx, {
    key: 'pk_test_mock',
    email: input.email,
    amount: input.amount,
    reference: input.reference,
  });
  return completeTransaction(ctx, { accessCode, outcome: input.status ?? 'success' });
}
