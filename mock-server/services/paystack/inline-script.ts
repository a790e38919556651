import { providerRulesScript } from './provider-rules.ts';

/** Marks the messages between the checkout page (iframe) and the inline script (parent). */
export const CHECKOUT_MESSAGE_SOURCE = 'bukka-paystack-checkout';

// Browser JavaScript (ES5) defining `window.PaystackPop` like Paystack's inline v2 script:
// `new PaystackPop()`, `newTransaction`, `resumeTransaction`, `preloadTransaction`,
// `cancelTransaction`, `checkout` and the deprecated static `setup` (v1: `openIframe`, `callback`,
// `onClose`). The checkout page (fetched from the mock) runs in an iframe and reports back by
// postMessage.
const BODY = String.raw`
  var w = window;
  if (w.PaystackPop && w.PaystackPop.bukkaMock) return;
  var current = document.currentScript;
  var BASE = current && current.src
    ? current.src.replace(/\/__mock\/paystack\/inline\.js.*$/, '')
    : DEFAULT_BASE;
  var ORIGIN = new URL(BASE || '/', w.location.href).origin;
  var SOURCE = 'bukka-paystack-checkout';
  var counter = 0;

  // The mock's world this page is in (a browser enters one with a cookie the page cannot read):
  // named in every call to the emulated provider, which sends no credentials, as Paystack does.
  function at(path) {
    if (!WORLD) return BASE + path;
    return BASE + path + (path.indexOf('?') === -1 ? '?' : '&') + 'world=' + encodeURIComponent(WORLD);
  }

  function call(fn, arg) {
    if (typeof fn !== 'function') return;
    try { arguments.length > 1 ? fn(arg) : fn(); } catch (e) { setTimeout(function () { throw e; }); }
  }
  function post(path, body) {
    return fetch(at(path), {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body)
    });
  }
  function pageEnv() {
    return {
      href: w.location.href,
      hasElement: function (id) { return !!document.getElementById(id); }
    };
  }
  function check(options) {
    var result = bukkaRules.validateTransactionParams(options, pageEnv());
    if (!result.ok) throw result.error;
    return result.params;
  }

  function Transaction(params) {
    counter += 1;
    this.id = 'bukka_tx_' + counter;
    this.params = params;
    this.accessCode = params.accessCode || null;
    this.reference = params.reference || null;
    this.status = 'new';
  }
  Transaction.prototype.start = function () {
    var self = this;
    if (self.accessCode) { self.open(); return; }
    var p = self.params;
    post('/__mock/paystack/transaction/initialize', {
      key: p.key, email: p.email, amount: p.amount, currency: p.currency,
      reference: p.reference, metadata: p.metadata, channels: p.channels
    }).then(function (res) {
      return res.json().then(function (json) { return { ok: res.ok, json: json }; });
    }).then(function (r) {
      if (self.status !== 'new') return;
      if (!r.ok || !r.json || !r.json.status || !r.json.data) {
        throw new Error((r.json && r.json.message) || 'Transaction could not be initialized');
      }
      self.accessCode = r.json.data.access_code;
      self.reference = r.json.data.reference;
      self.open();
    }).catch(function (e) {
      if (self.status === 'closed') return;
      self.finish();
      call(self.params.onError, { message: e && e.message ? e.message : String(e) });
    });
  };
  Transaction.prototype.open = function () {
    var self = this;
    self.status = 'open';
    self.returnFocus = document.activeElement;
    var overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Bukka test checkout');
    overlay.setAttribute('data-bukka-paystack', self.id);
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;display:flex;' +
      'align-items:center;justify-content:center;background:rgba(0,0,0,0.6);';
    var box = document.createElement('div');
    box.style.cssText = 'position:relative;width:min(420px,calc(100vw - 40px));height:min(620px,calc(100vh - 40px));' +
      'background:#fff;border-radius:8px;box-shadow:0 8px 32px rgba(0,0,0,0.3);';
    var frame = document.createElement('iframe');
    frame.title = 'Bukka test checkout \u2014 no real money';
    frame.setAttribute('data-access-code', self.accessCode);
    frame.style.cssText = 'width:100%;height:100%;border:0;border-radius:8px;';
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = '\u00d7';
    close.setAttribute('aria-label', 'Close checkout');
    close.style.cssText = 'position:absolute;top:-16px;right:-16px;width:36px;height:36px;' +
      'border-radius:50%;border:2px solid #0b6e4f;background:#fff;font-size:22px;cursor:pointer;';
    close.addEventListener('click', function () { self.cancel(); });
    box.appendChild(frame);
    box.appendChild(close);
    overlay.appendChild(box);
    self.onWindowMessage = function (event) { self.receive(event); };
    self.onKey = function (event) { if (event.key === 'Escape') self.cancel(); };
    self.onFocus = function (event) {
      if (self.overlay && !self.overlay.contains(event.target)) close.focus();
    };
    w.addEventListener('message', self.onWindowMessage);
    document.addEventListener('keydown', self.onKey);
    document.addEventListener('focusin', self.onFocus);
    document.body.appendChild(overlay);
    self.overlay = overlay;
    self.frame = frame;
    close.focus();
    // The page is fetched and shown with srcdoc rather than navigated to: a service worker (the
    // MSW static demo) answers fetches but never iframe navigations.
    fetch(at('/__mock/paystack/checkout?access_code=' + encodeURIComponent(self.accessCode)), {
      credentials: 'omit'
    }).then(function (res) {
      return res.text().then(function (html) {
        if (!res.ok) throw new Error('Checkout page unavailable (' + res.status + ')');
        return html;
      });
    }).then(function (html) {
      if (self.status !== 'open') return;
      frame.srcdoc = html;
      frame.addEventListener('load', function () {
        try { frame.focus(); } catch (e) { /* keep focus on the close button */ }
      });
    }).catch(function (e) {
      if (self.status !== 'open') return;
      self.finish();
      call(self.params.onError, { message: e && e.message ? e.message : String(e) });
    });
  };
  Transaction.prototype.receive = function (event) {
    var data = event.data;
    if (!data || data.source !== SOURCE || data.accessCode !== this.accessCode) return;
    var fromFrame = this.frame && event.source && event.source === this.frame.contentWindow;
    if ((!fromFrame && event.origin !== ORIGIN) || this.status !== 'open') return;
    var p = this.params;
    if (data.type === 'loaded') {
      this.reference = data.reference || this.reference;
      call(p.onLoad, { id: data.id, customer: data.customer, accessCode: this.accessCode });
      return;
    }
    if (data.type !== 'result') return;
    this.finish();
    if (data.status === 'success') {
      call(p.onSuccess || p.callback, {
        id: data.id, reference: data.reference, message: 'Approved', status: 'success',
        trans: String(data.id), transaction: String(data.id), trxref: data.reference,
        redirecturl: '?trxref=' + data.reference + '&reference=' + data.reference
      });
    } else if (data.status === 'pending') {
      call(p.onCancel || p.onClose);
      call(p.onBankTransferConfirmationPending);
    } else if (data.status === 'failed') {
      call(p.onError, { message: data.message || 'Declined' });
    } else {
      call(p.onCancel || p.onClose);
    }
  };
  Transaction.prototype.cancel = function () {
    if (this.status === 'closed') return;
    var code = this.accessCode;
    this.finish();
    if (code) {
      post('/__mock/paystack/checkout/' + encodeURIComponent(code) + '/complete', {
        outcome: 'abandoned'
      }).catch(function () {});
    }
    call(this.params.onCancel || this.params.onClose);
  };
  Transaction.prototype.finish = function () {
    this.status = 'closed';
    if (this.onWindowMessage) w.removeEventListener('message', this.onWindowMessage);
    if (this.onKey) document.removeEventListener('keydown', this.onKey);
    if (this.onFocus) document.removeEventListener('focusin', this.onFocus);
    if (this.overlay && this.overlay.parentNode) this.overlay.parentNode.removeChild(this.overlay);
    this.overlay = null;
    if (this.returnFocus && this.returnFocus.focus) this.returnFocus.focus();
  };

  function PaystackPop() {
    this.active = null;
  }
  PaystackPop.prototype.newTransaction = function (options) {
    var params = check(options);
    if (this.active) this.active.cancel();
    var tx = new Transaction(params);
    this.active = tx;
    tx.start();
    return tx;
  };
  PaystackPop.prototype.resumeTransaction = function (accessCode, callbacks) {
    return this.newTransaction(Object.assign({}, callbacks || {}, { accessCode: accessCode }));
  };
  PaystackPop.prototype.preloadTransaction = function (options) {
    var self = this;
    var params = check(options);
    return function () { return self.newTransaction(params); };
  };
  PaystackPop.prototype.cancelTransaction = function (id) {
    var tx = this.active;
    if (tx && (id === undefined || id === tx.id || id === tx.accessCode || id === tx)) tx.cancel();
  };
  PaystackPop.prototype.checkout = function (options) {
    var self = this;
    return new Promise(function (resolve, reject) {
      try {
        var opts = Object.assign({}, options);
        var tx = self.newTransaction(Object.assign(opts, {
          onLoad: function (response) {
            call(options && options.onLoad, response);
            resolve(tx);
          }
        }));
      } catch (error) {
        reject(error);
      }
    });
  };
  /** Deprecated v1 form: PaystackPop.setup(options).openIframe(). */
  PaystackPop.setup = function (options) {
    var opts = Object.assign({}, options);
    if (opts.ref && !opts.reference) opts.reference = String(opts.ref);
    var pop = new PaystackPop();
    var params = check(opts);
    return { openIframe: function () { return pop.newTransaction(params); } };
  };
  PaystackPop.bukkaMock = true;
  PaystackPop.bukkaValidate = bukkaRules.validateTransactionParams;
  w.PaystackPop = PaystackPop;
`;

/**
 * The emulated provider script. `defaultBase` is the mock's origin, used when the page loads the
 * script in a way that leaves `document.currentScript` empty; otherwise the script's own URL
 * tells it where the mock is. `world` is the mock world the script was loaded in ('' = the
 * default one): its calls name it, so a page in a world entered by its link (the `bukka_world`
 * cookie) pays in that world although the calls carry no cookie.
 */
export function paystackInlineScript(defaultBase = '', world = ''): string {
  return [
    '/* Bukka offline Paystack emulation (test mode only: no real money). */',
    '(function () {',
    "  'use strict';",
    `  var DEFAULT_BASE = ${JSON.stringify(defaultBase)};`,
    `  var WORLD = ${JSON.stringify(world).replace(/</g, '\\u003c')};`,
    // The parameter rules: the client's own module (src/lib/payment/transaction-params.ts).
    providerRulesScript(),
    BODY,
    '})();',
    '',
  ].join('\n');
}
