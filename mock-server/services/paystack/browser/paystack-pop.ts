// The emulated provider's inline script (served by the mock at /__mock/paystack/inline.js, bundled
// with what it imports by mock-server/browser-scripts): `window.PaystackPop` like Paystack's inline
// v2 script — `new PaystackPop()`, `newTransaction`, `resumeTransaction`, `preloadTransaction`,
// `cancelTransaction`, `checkout` and the deprecated static `setup` (v1: `openIframe`, `callback`,
// `onClose`). The checkout page (fetched from the mock, checkout-script.ts) runs in an iframe and
// reports back by postMessage. The parameter rules are the client's own module.
import { type TransactionParams, validateTransactionParams } from '#shared/transaction-params.ts';
import { Transaction } from './paystack-transaction.ts';
import { call, type Provider } from './provider-calls.ts';

type PopWindow = Window & { PaystackPop?: { bukkaMock?: boolean } };

/**
 * Defines `window.PaystackPop` unless this script already has. `defaultBase` is the mock's origin,
 * used when the page loads the script in a way that leaves `document.currentScript` empty;
 * otherwise the script's own URL tells it where the mock is. `world` is the mock world the script
 * was loaded in ('' = the default one). Called as the script runs (`document.currentScript`).
 */
export function installPaystackPop(defaultBase: string, world: string): void {
  const w = window as PopWindow;
  if (w.PaystackPop?.bukkaMock) return;
  const current = document.currentScript as HTMLScriptElement | null;
  const base = current?.src
    ? current.src.replace(/\/__mock\/paystack\/inline\.js.*$/, '')
    : defaultBase;
  const provider: Provider = { base, origin: new URL(base || '/', w.location.href).origin, world };

  const check = (options: unknown): TransactionParams => {
    const result = validateTransactionParams(options, {
      href: w.location.href,
      hasElement: (id) => !!document.getElementById(id),
    });
    if (!result.ok) throw result.error;
    return result.params;
  };

  class PaystackPop {
    active: Transaction | null = null;

    static bukkaMock = true;
    static bukkaValidate = validateTransactionParams;

    /** Deprecated v1 form: PaystackPop.setup(options).openIframe(). */
    static setup(options: unknown) {
      const opts: TransactionParams = Object.assign({}, options);
      if (opts.ref && !opts.reference) opts.reference = String(opts.ref);
      const pop = new PaystackPop();
      const params = check(opts);
      return { openIframe: () => pop.newTransaction(params) };
    }

    newTransaction(options: unknown): Transaction {
      const params = check(options);
      if (this.active) this.active.cancel();
      const tx = new Transaction(provider, params);
      this.active = tx;
      tx.start();
      return tx;
    }

    resumeTransaction(accessCode: unknown, callbacks?: unknown): Transaction {
      return this.newTransaction(Object.assign({}, callbacks || {}, { accessCode }));
    }

    preloadTransaction(options: unknown): () => Transaction {
      const params = check(options);
      return () => this.newTransaction(params);
    }

    cancelTransaction(id?: unknown): void {
      const tx = this.active;
      if (tx && (id === undefined || id === tx.id || id === tx.accessCode || id === tx)) {
        tx.cancel();
      }
    }

    checkout(options?: { onLoad?: unknown }): Promise<Transaction> {
      return new Promise((resolve, reject) => {
        try {
          const opts = Object.assign({}, options);
          const tx: Transaction = this.newTransaction(
            Object.assign(opts, {
              onLoad: (response: unknown) => {
                call(options?.onLoad, response);
                resolve(tx);
              },
            }),
          );
        } catch (error) {
          reject(error);
        }
      });
    }
  }
  w.PaystackPop = PaystackPop;
}
