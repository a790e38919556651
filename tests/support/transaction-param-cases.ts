// One table of parameter cases, run against the client's rules (validate-transaction-params
// tests) and against the emulated provider script served by the mock (inline-script tests), so
// both apply exactly the same rules and texts.

export interface ParamCase {
  name: string;
  params: () => unknown;
  /** Page address (metadata.referrer). */
  href?: string;
  /** Ids present in the page. */
  elements?: readonly string[];
  /** Expected issue messages, in order; absent = valid. */
  issues?: readonly string[];
  /** For a valid case: values the cleaned parameters hold. */
  expected?: Record<string, unknown>;
  /** For a valid case: keys the cleaned parameters must not hold. */
  absent?: readonly string[];
}

const noop = () => {};
const base = { key: 'pk_test_abc', email: 'ada@bukka.test', amount: 150000 };
const longQuery = `?${'q'.repeat(520)}`;

export const PARAM_CASES: readonly ParamCase[] = [
  {
    name: 'no parameters',
    params: () => undefined,
    issues: ['Transaction parameters should be a non-empty object'],
  },
  {
    name: 'null',
    params: () => null,
    issues: ['Transaction parameters should be a non-empty object'],
  },
  {
    name: 'empty object',
    params: () => ({}),
    issues: ['Transaction parameters should be a non-empty object'],
  },
  {
    name: 'an array',
    params: () => [base],
    issues: ['Transaction parameters should be a non-empty object'],
  },
  {
    name: 'a string',
    params: () => 'key=pk',
    issues: ['Transaction parameters should be a non-empty object'],
  },
  { name: 'minimal valid', params: () => ({ ...base }), expected: { ...base } },
  {
    name: 'amount as a string',
    params: () => ({ ...base, amount: '150000' }),
    expected: { amount: '150000' },
  },
  {
    name: 'accessCode skips every check and keeps every key',
    params: () => ({ accessCode: 'ac_1', key: 42, whatever: true }),
    expected: { accessCode: 'ac_1', key: 42, whatever: true },
  },
  {
    name: 'unknown keys dropped',
    params: () => ({ ...base, foo: 1, ref: 'x' }),
    absent: ['foo', 'ref'],
  },
  {
    name: 'key missing',
    params: () => ({ email: base.email, amount: 100 }),
    issues: ['Required parameter missing: key'],
  },
  {
    name: 'key empty counts as missing',
    params: () => ({ ...base, key: '' }),
    issues: ['Required parameter missing: key'],
  },
  {
    name: 'amount 0 counts as missing',
    params: () => ({ ...base, amount: 0 }),
    issues: ['Required parameter missing: amount'],
  },
  {
    name: 'email null counts as missing',
    params: () => ({ ...base, email: null }),
    issues: ['Required parameter missing: email'],
  },
  {
    name: 'everything missing, in order key, amount, email',
    params: () => ({ currency: 'NGN' }),
    issues: [
      'Required parameter missing: key',
      'Required parameter missing: amount',
      'Required parameter missing: email',
    ],
  },
  {
    name: 'a plan code makes amount optional and overrides it',
    params: () => ({ key: base.key, email: base.email, planCode: 'PLN_1', amount: 5 }),
    expected: { planCode: 'PLN_1' },
    absent: ['amount'],
  },
  {
    name: 'a plan code without amount',
    params: () => ({ key: base.key, email: base.email, planCode: 'PLN_1' }),
    expected: { planCode: 'PLN_1' },
  },
  {
    name: 'a customer code makes email optional and overrides it',
    params: () => ({ key: base.key, amount: 100, customerCode: 'CUS_1', email: 'x@y.z' }),
    expected: { customerCode: 'CUS_1' },
    absent: ['email'],
  },
  {
    name: 'key of the wrong type',
    params: () => ({ ...base, key: 123 }),
    issues: ['Invalid parameter type: key'],
  },
  {
    name: 'amount of the wrong type',
    params: () => ({ ...base, amount: true }),
    issues: ['Invalid parameter type: amount'],
  },
  {
    name: 'email of the wrong type',
    params: () => ({ ...base, email: ['a@b.c'] }),
    issues: ['Invalid parameter type: email'],
  },
  {
    name: 'channels must be an array',
    params: () => ({ ...base, channels: 'card' }),
    issues: ['Invalid parameter type: channels'],
  },
  {
    name: 'channels as an array',
    params: () => ({ ...base, channels: ['card', 'bank'] }),
    expected: { channels: ['card', 'bank'] },
  },
  {
    name: 'metadata as an array counts as array',
    params: () => ({ ...base, metadata: [1] }),
    issues: ['Invalid parameter type: metadata'],
  },
  {
    name: 'metadata as a string',
    params: () => ({ ...base, metadata: 'x' }),
    issues: ['Invalid parameter type: metadata'],
  },
  {
    name: 'reference must be a string',
    params: () => ({ ...base, reference: 42 }),
    issues: ['Invalid parameter type: reference'],
  },
  {
    name: 'strings for currency, names, phone and codes',
    params: () => ({
      ...base,
      currency: 1,
      firstName: 2,
      lastName: 3,
      phone: 4,
      subaccountCode: 5,
    }),
    issues: ['currency', 'firstName', 'lastName', 'phone', 'subaccountCode'].map(
      (n) => `Invalid parameter type: ${n}`,
    ),
  },
  {
    name: 'callbacks must be functions',
    params: () => ({
      ...base,
      onSuccess: 'x',
      onCancel: 1,
      onLoad: {},
      onError: [],
      onBankTransferConfirmationPending: true,
      callback: 'y',
      onClose: 2,
    }),
    issues: [
      'onLoad',
      'onSuccess',
      'onCancel',
      'onError',
      'onBankTransferConfirmationPending',
      'callback',
      'onClose',
    ].map((n) => `Invalid parameter type: ${n}`),
  },
  {
    name: 'callbacks as functions',
    params: () => ({
      ...base,
      onSuccess: noop,
      onCancel: noop,
      onBankTransferConfirmationPending: noop,
    }),
    expected: { onSuccess: noop },
  },
  {
    name: 'missing and wrong types together',
    params: () => ({ email: 5, amount: 100 }),
    issues: ['Required parameter missing: key', 'Invalid parameter type: email'],
  },
  {
    name: 'card=false forces bank only',
    params: () => ({ ...base, card: false, channels: ['card'] }),
    expected: { channels: ['bank'] },
    absent: ['card'],
  },
  {
    name: 'bank=false forces card only',
    params: () => ({ ...base, bank: false }),
    expected: { channels: ['card'] },
    absent: ['bank'],
  },
  {
    name: 'card must be a boolean',
    params: () => ({ ...base, card: 'no' }),
    issues: ['Invalid parameter type: card'],
  },
  {
    name: 'referrer is the page address',
    params: () => ({ ...base, metadata: { orderId: 'o1' } }),
    href: 'http://localhost:3000/order/o1?x=1',
    expected: { metadata: { orderId: 'o1', referrer: 'http://localhost:3000/order/o1?x=1' } },
  },
  {
    name: 'referrer over 500 characters is cut at the query',
    params: () => ({ ...base }),
    href: `http://localhost:3000/order/o1${longQuery}`,
    expected: { metadata: { referrer: 'http://localhost:3000/order/o1' } },
  },
  {
    name: 'button variant normal',
    params: () => ({ ...base, buttonVariant: 'normal' }),
    expected: { buttonVariant: 'normal' },
  },
  {
    name: 'button variant light',
    params: () => ({ ...base, buttonVariant: 'light' }),
    expected: { buttonVariant: 'light' },
  },
  {
    name: 'button variant dark is refused',
    params: () => ({ ...base, buttonVariant: 'dark' }),
    issues: ['Invalid parameter type: buttonVariant'],
  },
  {
    name: 'buttonId in the page',
    params: () => ({ ...base, buttonId: 'pay-button' }),
    elements: ['pay-button'],
    expected: { buttonId: 'pay-button' },
  },
  {
    name: 'buttonId not in the page',
    params: () => ({ ...base, buttonId: 'nope' }),
    elements: ['pay-button'],
    issues: ['Please make sure the buttonId is an element available in the DOM'],
  },
];
