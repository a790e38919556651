// One transaction of the emulated inline script: initialized at the provider (unless resumed with
// an access code), shown as a dialog over the page with the checkout page in an iframe, and
// finished by the page's message (checkout-message.ts), the close button or Escape.
import type { TransactionParams } from '#shared/transaction-params.ts';
import { CHECKOUT_MESSAGE_SOURCE, type CheckoutMessage } from './checkout-message.ts';
import { at, call, messageOf, type Provider, post } from './provider-calls.ts';

/** The callbacks a page may pass (v2 names, and v1's `callback` and `onClose`). */
type Callbacks = Partial<
  Record<
    | 'onLoad'
    | 'onSuccess'
    | 'onCancel'
    | 'onError'
    | 'onBankTransferConfirmationPending'
    | 'callback'
    | 'onClose',
    unknown
  >
>;

type InitializeAnswer = {
  status?: boolean;
  message?: string;
  data?: { access_code: string; reference: string };
};

let counter = 0;

const OVERLAY_STYLE =
  'position:fixed;inset:0;z-index:2147483647;display:flex;' +
  'align-items:center;justify-content:center;background:rgba(0,0,0,0.6);';
const BOX_STYLE =
  'position:relative;width:min(420px,calc(100vw - 40px));height:min(620px,calc(100vh - 40px));' +
  'background:#fff;border-radius:8px;box-shadow:0 8px 32px rgba(0,0,0,0.3);';
const FRAME_STYLE = 'width:100%;height:100%;border:0;border-radius:8px;';
const CLOSE_STYLE =
  'position:absolute;top:-16px;right:-16px;width:36px;height:36px;' +
  'border-radius:50%;border:2px solid #0b6e4f;background:#fff;font-size:22px;cursor:pointer;';

export class Transaction {
  id: string;
  params: TransactionParams & Callbacks;
  accessCode: string | null;
  reference: string | null;
  status: 'new' | 'open' | 'closed' = 'new';
  private returnFocus: Element | null = null;
  private overlay: HTMLElement | null = null;
  private frame: HTMLIFrameElement | null = null;
  private onWindowMessage: ((event: MessageEvent) => void) | null = null;
  private onKey: ((event: KeyboardEvent) => void) | null = null;
  private onFocus: ((event: FocusEvent) => void) | null = null;

  constructor(
    private readonly provider: Provider,
    params: TransactionParams,
  ) {
    counter += 1;
    this.id = `bukka_tx_${counter}`;
    this.params = params;
    this.accessCode = (params.accessCode as string | undefined) || null;
    this.reference = (params.reference as string | undefined) || null;
  }

  start(): void {
    if (this.accessCode) {
      this.open();
      return;
    }
    const p = this.params;
    post(this.provider, '/__mock/paystack/transaction/initialize', {
      key: p.key,
      email: p.email,
      amount: p.amount,
      currency: p.currency,
      reference: p.reference,
      metadata: p.metadata,
      channels: p.channels,
    })
      .then((res) =>
        res.json().then((json: InitializeAnswer | null) => ({ ok: res.ok, json: json })),
      )
      .then((r) => {
        if (this.status !== 'new') return;
        if (!r.ok || !r.json?.status || !r.json.data) {
          throw new Error(r.json?.message || 'Transaction could not be initialized');
        }
        this.accessCode = r.json.data.access_code;
        this.reference = r.json.data.reference;
        this.open();
      })
      .catch((e: unknown) => {
        if (this.status === 'closed') return;
        this.finish();
        call(this.params.onError, { message: messageOf(e) });
      });
  }

  private open(): void {
    this.status = 'open';
    this.returnFocus = document.activeElement;
    const overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Bukka test checkout');
    overlay.setAttribute('data-bukka-paystack', this.id);
    overlay.style.cssText = OVERLAY_STYLE;
    const box = document.createElement('div');
    box.style.cssText = BOX_STYLE;
    const frame = document.createElement('iframe');
    frame.title = 'Bukka test checkout \u2014 no real money';
    frame.setAttribute('data-access-code', this.accessCode ?? 'null');
    frame.style.cssText = FRAME_STYLE;
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = '\u00d7';
    close.setAttribute('aria-label', 'Close checkout');
    close.style.cssText = CLOSE_STYLE;
    close.addEventListener('click', () => this.cancel());
    box.appendChild(frame);
    box.appendChild(close);
    overlay.appendChild(box);
    this.onWindowMessage = (event) => this.receive(event);
    this.onKey = (event) => {
      if (event.key === 'Escape') this.cancel();
    };
    this.onFocus = (event) => {
      if (this.overlay && !this.overlay.contains(event.target as Node | null)) close.focus();
    };
    window.addEventListener('message', this.onWindowMessage);
    document.addEventListener('keydown', this.onKey);
    document.addEventListener('focusin', this.onFocus);
    document.body.appendChild(overlay);
    this.overlay = overlay;
    this.frame = frame;
    close.focus();
    // The page is fetched and shown with srcdoc rather than navigated to: a service worker (the
    // MSW static demo) answers fetches but never iframe navigations.
    const page = `/__mock/paystack/checkout?access_code=${encodeURIComponent(String(this.accessCode))}`;
    fetch(at(this.provider, page), { credentials: 'omit' })
      .then((res) =>
        res.text().then((html) => {
          if (!res.ok) throw new Error(`Checkout page unavailable (${res.status})`);
          return html;
        }),
      )
      .then((html) => {
        if (this.status !== 'open') return;
        frame.srcdoc = html;
        frame.addEventListener('load', () => {
          try {
            frame.focus();
          } catch {
            // keep focus on the close button
          }
        });
      })
      .catch((e: unknown) => {
        if (this.status !== 'open') return;
        this.finish();
        call(this.params.onError, { message: messageOf(e) });
      });
  }

  private receive(event: MessageEvent): void {
    const data = event.data as CheckoutMessage | null | undefined;
    if (!data || data.source !== CHECKOUT_MESSAGE_SOURCE || data.accessCode !== this.accessCode) {
      return;
    }
    const fromFrame = this.frame && event.source && event.source === this.frame.contentWindow;
    if ((!fromFrame && event.origin !== this.provider.origin) || this.status !== 'open') return;
    const p = this.params;
    if (data.type === 'loaded') {
      this.reference = data.reference || this.reference;
      call(p.onLoad, { id: data.id, customer: data.customer, accessCode: this.accessCode });
      return;
    }
    if (data.type !== 'result') return;
    this.finish();
    if (data.status === 'success') {
      call(p.onSuccess || p.callback, {
        id: data.id,
        reference: data.reference,
        message: 'Approved',
        status: 'success',
        trans: String(data.id),
        transaction: String(data.id),
        trxref: data.reference,
        redirecturl: `?trxref=${data.reference}&reference=${data.reference}`,
      });
    } else if (data.status === 'pending') {
      call(p.onCancel || p.onClose);
      call(p.onBankTransferConfirmationPending);
    } else if (data.status === 'failed') {
      call(p.onError, { message: data.message || 'Declined' });
    } else {
      call(p.onCancel || p.onClose);
    }
  }

  cancel(): void {
    if (this.status === 'closed') return;
    const code = this.accessCode;
    this.finish();
    if (code) {
      post(this.provider, `/__mock/paystack/checkout/${encodeURIComponent(code)}/complete`, {
        outcome: 'abandoned',
      }).catch(() => {});
    }
    call(this.params.onCancel || this.params.onClose);
  }

  private finish(): void {
    this.status = 'closed';
    if (this.onWindowMessage) window.removeEventListener('message', this.onWindowMessage);
    if (this.onKey) document.removeEventListener('keydown', this.onKey);
    if (this.onFocus) document.removeEventListener('focusin', this.onFocus);
    if (this.overlay?.parentNode) this.overlay.parentNode.removeChild(this.overlay);
    this.overlay = null;
    const back = this.returnFocus as HTMLElement | null;
    if (back?.focus) back.focus();
  }
}
