// The card provider's transaction parameters and the rules the provider's inline script applies
// to them (spec section 5 and the integrations note). Pure: the page address and the DOM lookup
// are passed in, so the rules are unit-tested without a browser.

const PARAMS_NOT_OBJECT = 'Transaction parameters should be a non-empty object';
const INVALID_PARAMS = 'Invalid transaction parameters';
const BUTTON_NOT_IN_DOM = 'Please make sure the buttonId is an element available in the DOM';
const REFERRER_LIMIT = 500;

const requiredMissing = (name: string): string => `Required parameter missing: ${name}`;
const invalidType = (name: string): string => `Invalid parameter type: ${name}`;

type TypeName = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'function';

/** Every parameter the provider knows, with the types it accepts; anything else is dropped. */
const PARAM_TYPES: Readonly<Record<string, readonly TypeName[]>> = {
  key: ['string'],
  email: ['string'],
  amount: ['string', 'number'],
  currency: ['string'],
  reference: ['string'],
  firstName: ['string'],
  lastName: ['string'],
  phone: ['string'],
  customerCode: ['string'],
  planCode: ['string'],
  subaccountCode: ['string'],
  splitCode: ['string'],
  label: ['string'],
  channels: ['array'],
  metadata: ['object'],
  card: ['boolean'],
  bank: ['boolean'],
  buttonId: ['string'],
  buttonVariant: ['string'],
  onLoad: ['function'],
  onSuccess: ['function'],
  onCancel: ['function'],
  onError: ['function'],
  onBankTransferConfirmationPending: ['function'],
  callback: ['function'],
  onClose: ['function'],
};

const BUTTON_VARIANTS: readonly string[] = ['normal', 'light'];

interface TransactionIssue {
  message: string;
}

/** What the provider throws, synchronously, as a plain object (not an Error). */
interface TransactionParamsError {
  message: string;
  issues: TransactionIssue[];
}

export interface ValidationEnv {
  /** The page address (`window.location.href`), stored as `metadata.referrer`. */
  href?: string;
  /** Whether an element with this id is in the page (`document.getElementById`). */
  hasElement?: (id: string) => boolean;
}

export type TransactionParams = Record<string, unknown>;

export type ValidationResult =
  | { ok: true; params: TransactionParams }
  | { ok: false; error: TransactionParamsError };

function typeOf(value: unknown): string {
  return Array.isArray(value) ? 'array' : typeof value;
}

/** The page address kept in metadata: cut at the query when longer than 500 characters. */
export function referrerOf(href: string): string {
  if (href.length <= REFERRER_LIMIT) return href;
  const query = href.indexOf('?');
  return query === -1 ? href : href.slice(0, query);
}

/**
 * Checks and cleans transaction parameters exactly as the provider does: a non-empty object;
 * with `accessCode` nothing else is checked; unknown keys dropped; `key` required; `amount`
 * required unless `planCode` (which overrides it); `email` required unless `customerCode` (which
 * overrides it); a falsy required value counts as missing; every given value type-checked (arrays
 * count as 'array'); `card: false` → bank only, `bank: false` → card only; `metadata.referrer` =
 * the page address; button variant normal or light; `buttonId` must be in the page.
 */
export function validateTransactionParams(
  input: unknown,
  env: ValidationEnv = {},
): ValidationResult {
  const fail = (messages: string[]): ValidationResult => ({
    ok: false,
    error: { message: INVALID_PARAMS, issues: messages.map((message) => ({ message })) },
  });
  if (!input || typeof input !== 'object' || Array.isArray(input) || !Object.keys(input).length) {
    return fail([PARAMS_NOT_OBJECT]);
  }
  const given = input as TransactionParams;
  if (given.accessCode) return { ok: true, params: { ...given } };

  const params: TransactionParams = {};
  for (const name of Object.keys(PARAM_TYPES)) {
    if (given[name] !== undefined && given[name] !== null) params[name] = given[name];
  }
  const issues: string[] = [];
  const missing = new Set<string>();
  const required = ['key', ...(params.planCode ? [] : ['amount'])];
  required.push(...(params.customerCode ? [] : ['email']));
  for (const name of required) {
    if (!params[name]) {
      issues.push(requiredMissing(name));
      missing.add(name);
    }
  }
  for (const [name, types] of Object.entries(PARAM_TYPES)) {
    if (name in params && !missing.has(name) && !types.includes(typeOf(params[name]) as TypeName)) {
      issues.push(invalidType(name));
    }
  }
  if (typeof params.buttonVariant === 'string' && !BUTTON_VARIANTS.includes(params.buttonVariant)) {
    issues.push(invalidType('buttonVariant'));
  }
  if (typeof params.buttonId === 'string' && !(env.hasElement?.(params.buttonId) ?? false)) {
    issues.push(BUTTON_NOT_IN_DOM);
  }
  if (issues.length) return fail(issues);

  if (params.planCode) delete params.amount;
  if (params.customerCode) delete params.email;
  if (params.card === false) params.channels = ['bank'];
  if (params.bank === false) params.channels = ['card'];
  delete params.card;
  delete params.bank;
  if (env.href !== undefined) {
    params.metadata = {
      ...(params.metadata as object | undefined),
      referrer: referrerOf(env.href),
    };
  }
  return { ok: true, params };
}
