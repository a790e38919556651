// Browser JavaScript (ES5, no template literals) for the parameter rules of the emulated
// provider script. The same rules as src/lib/payment/transaction-params.ts, checked against the
// same case table (inline-script.test.ts). Defines `validateParams(input, env)` returning
// `{ ok, params }` or `{ ok: false, error }`.
export const VALIDATION_SOURCE = `
var PARAM_TYPES = {
  key: ['string'], email: ['string'], amount: ['string', 'number'], currency: ['string'],
  reference: ['string'], firstName: ['string'], lastName: ['string'], phone: ['string'],
  customerCode: ['string'], planCode: ['string'], subaccountCode: ['string'],
  splitCode: ['string'], label: ['string'], channels: ['array'], metadata: ['object'],
  card: ['boolean'], bank: ['boolean'], buttonId: ['string'], buttonVariant: ['string'],
  onLoad: ['function'], onSuccess: ['function'], onCancel: ['function'], onError: ['function'],
  onBankTransferConfirmationPending: ['function'], callback: ['function'], onClose: ['function']
};
var BUTTON_VARIANTS = ['normal', 'light'];

function typeOf(value) {
  return Array.isArray(value) ? 'array' : typeof value;
}

function referrerOf(href) {
  if (href.length <= 500) return href;
  var query = href.indexOf('?');
  return query === -1 ? href : href.slice(0, query);
}

function validateParams(input, env) {
  env = env || {};
  function fail(messages) {
    return {
      ok: false,
      error: {
        message: 'Invalid transaction parameters',
        issues: messages.map(function (m) { return { message: m }; })
      }
    };
  }
  if (!input || typeof input !== 'object' || Array.isArray(input) || !Object.keys(input).length) {
    return fail(['Transaction parameters should be a non-empty object']);
  }
  if (input.accessCode) return { ok: true, params: Object.assign({}, input) };
  var params = {};
  var names = Object.keys(PARAM_TYPES);
  names.forEach(function (name) {
    if (input[name] !== undefined && input[name] !== null) params[name] = input[name];
  });
  var issues = [];
  var missing = {};
  var required = ['key'];
  if (!params.planCode) required.push('amount');
  if (!params.customerCode) required.push('email');
  required.forEach(function (name) {
    if (!params[name]) {
      issues.push('Required parameter missing: ' + name);
      missing[name] = true;
    }
  });
  names.forEach(function (name) {
    if (name in params && !missing[name] && PARAM_TYPES[name].indexOf(typeOf(params[name])) === -1) {
      issues.push('Invalid parameter type: ' + name);
    }
  });
  if (typeof params.buttonVariant === 'string' && BUTTON_VARIANTS.indexOf(params.buttonVariant) === -1) {
    issues.push('Invalid parameter type: buttonVariant');
  }
  if (typeof params.buttonId === 'string' && !(env.hasElement ? env.hasElement(params.buttonId) : false)) {
    issues.push('Please make sure the buttonId is an element available in the DOM');
  }
  if (issues.length) return fail(issues);
  if (params.planCode) delete params.amount;
  if (params.customerCode) delete params.email;
  if (params.card === false) params.channels = ['bank'];
  if (params.bank === false) params.channels = ['card'];
  delete params.card;
  delete params.bank;
  if (env.href !== undefined) {
    params.metadata = Object.assign({}, params.metadata, { referrer: referrerOf(env.href) });
  }
  return { ok: true, params: params };
}
`;
