// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PARAM_CASES } from '#tests/support/transaction-param-cases.ts';
import { paystackInlineScript } from './inline-script.ts';

// The validation of the script the mock serves, run in a DOM against the same case table as the
// client's rules (shared/transaction-params.test.ts).

type Validate = (
  input: unknown,
  env: unknown,
) => { ok: boolean; params?: Record<string, unknown>; error?: unknown };
const w = window as unknown as { PaystackPop?: { bukkaValidate: Validate } };

function load() {
  delete w.PaystackPop;
  new Function(paystackInlineScript(''))();
  return w.PaystackPop!;
}

describe('inline script parameter rules (shared case table)', () => {
  for (const c of PARAM_CASES) {
    it(c.name, () => {
      const result = load().bukkaValidate(c.params(), {
        href: c.href,
        hasElement: (id: string) => (c.elements ?? []).includes(id),
      });
      if (c.issues) {
        expect(result).toEqual({
          ok: false,
          error: {
            message: 'Invalid transaction parameters',
            issues: c.issues.map((message) => ({ message })),
          },
        });
      } else {
        expect(result.ok).toBe(true);
        expect(result.params).toMatchObject(c.expected ?? {});
        for (const key of c.absent ?? []) expect(result.params).not.toHaveProperty(key);
      }
    });
  }
});
