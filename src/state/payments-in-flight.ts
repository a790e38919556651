// Payments in flight, kept where a reload finds them: every card charge or bank
// transfer of an order that the server has not yet confirmed, under its own localStorage key
// ('bukka.payments', apart from the persisted stores' root key). A reference is written BEFORE the
// provider's checkout opens (stage `opened`), moves to `succeeded` when the checkout reports a
// charge and to `pending` for a bank transfer awaiting confirmation; it is dropped once the order
// is paid with it or the checkout was abandoned. A charge the order could not take (`unapplied`)
// stays until the buyer dismisses it. Read back through zod: an unreadable entry is dropped, the
// rest kept. Every tab sees every change (the `storage` event), so two tabs of one order agree.
import { z } from 'zod/mini';
import { browserStorage } from '#src/state/persist.ts';

export const PAYMENTS_KEY = 'bukka.payments';

const stages = ['opened', 'succeeded', 'pending', 'unapplied'] as const;
export type PaymentStage = (typeof stages)[number];

/** Why the order could not take a charge the provider made (`not-sent`: the read-only proxy kept
 * it from the server). */
const unappliedReasons = ['paid', 'cancelled', 'refused', 'not-sent'] as const;
export type UnappliedReason = (typeof unappliedReasons)[number];

export interface PaymentInFlight {
  reference: string;
  orderId: string;
  /** What the checkout was opened for, in kobo. */
  amountKobo: number;
  stage: PaymentStage;
  /** When the reference was made (ms since the epoch, this browser's clock). */
  createdAt: number;
  /** When a tab last said it is working on it (checkout open or a check running); 0 = nobody. */
  heldAt: number;
  /** Only `unapplied`: why the order did not take it. */
  reason?: UnappliedReason;
}

/** Entries older than this are forgotten whatever their stage (the store stays small). */
const FORGET_AFTER_MS = 30 * 86_400_000;

const entrySchema = z.object({
  reference: z.string().check(z.minLength(1)),
  orderId: z.string().check(z.minLength(1)),
  amountKobo: z.number(),
  stage: z.enum(stages),
  createdAt: z.number(),
  heldAt: z.catch(z.number(), 0),
  reason: z.catch(z.optional(z.enum(unappliedReasons)), undefined),
});

/** Reads stored text: readable entries only, one per reference, none too old. Never throws. */
export function parsePayments(text: string | null, now = Date.now()): PaymentInFlight[] {
  if (!text) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const out: PaymentInFlight[] = [];
  for (const value of data) {
    const read = z.safeParse(entrySchema, value);
    if (!read.success || seen.has(read.data.reference)) continue;
    if (now - read.data.createdAt > FORGET_AFTER_MS) continue;
    seen.add(read.data.reference);
    const { reason, ...entry } = read.data;
    out.push(reason === undefined ? entry : { ...entry, reason });
  }
  return out;
}

// Where storage is blocked the entries live in memory for this page load.
let memoryText: string | null = null;
let cachedText: string | null | undefined;
let cached: PaymentInFlight[] = [];
const listeners = new Set<() => void>();

function readText(): string | null {
  const storage = browserStorage();
  if (!storage) return memoryText;
  try {
    return storage.getItem(PAYMENTS_KEY);
  } catch {
    return memoryText;
  }
}

/** Every stored payment (the same array until something changes). */
export function allPayments(): PaymentInFlight[] {
  const text = readText();
  if (text !== cachedText) {
    cachedText = text;
    cached = parsePayments(text);
  }
  return cached;
}

const emit = () => {
  for (const listener of listeners) listener();
};

function write(next: PaymentInFlight[]): void {
  const text = JSON.stringify(next);
  memoryText = text;
  try {
    browserStorage()?.setItem(PAYMENTS_KEY, text);
  } catch {
    // Storage full or blocked: kept in memory for this page load.
  }
  emit();
}

/** Adds a payment, or replaces the one with its reference. */
export function keepPayment(entry: PaymentInFlight): void {
  write([...allPayments().filter((p) => p.reference !== entry.reference), entry]);
}

/** Changes a stored payment; nothing when it is gone (another tab settled it). */
export function changePayment(reference: string, patch: Partial<PaymentInFlight>): void {
  const list = allPayments();
  if (!list.some((p) => p.reference === reference)) return;
  write(list.map((p) => (p.reference === reference ? { ...p, ...patch, reference } : p)));
}

export function dropPayment(reference: string): void {
  const list = allPayments();
  if (list.some((p) => p.reference === reference)) {
    write(list.filter((p) => p.reference !== reference));
  }
}

/** Calls `listener` on every change, in this tab or another. */
export function subscribePayments(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PAYMENTS_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** A new reference for one order's payment, unique enough to never repeat (Paystack allows
 * letters, digits, `-`, `.` and `=`). */
export function newPaymentReference(orderId: string): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `bukka-${orderId.slice(-8)}-${hex}`;
}
